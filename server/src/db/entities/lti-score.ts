import { defineEntity, p } from '@mikro-orm/core';
import { createdAtColumn, idColumn, updatedAtColumn } from './columns.ts';
import { LtiResourceLink } from './lti-resource-link.ts';
import { SubmissionFeedback } from './submission-feedback.ts';

/** A released score on its way to the LMS gradebook (AGS), and how that went. */
export const LtiScore = defineEntity({
  name: 'LtiScore',
  tableName: 'lti_scores',
  uniques: [{ properties: ['feedback', 'resourceLink'] }],
  properties: {
    id: idColumn(),
    feedback: () => p.manyToOne(SubmissionFeedback).deleteRule('cascade'),
    resourceLink: () => p.manyToOne(LtiResourceLink).deleteRule('cascade').index(),
    status: p.enum(['pending', 'sent', 'failed'] as const).default('pending'),
    attempts: p.integer().default(0),
    /** The last failure, for the teacher (never a token or a secret). */
    error: p.text().nullable(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
});
export type ILtiScore = InstanceType<typeof LtiScore.class>;
