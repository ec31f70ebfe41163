import { defineEntity, p } from '@mikro-orm/core';
import { createdAtColumn, idColumn, updatedAtColumn } from './columns.ts';
import { Conversation } from './conversation.ts';
import { LtiResourceLink } from './lti-resource-link.ts';

/**
 * A student's progress on an LMS activity on its way to the gradebook (AGS score posts
 * without a score): Started at their first question, Submitted when they submit. Once each
 * per conversation and LMS course; a released score then says FullyGraded (LtiScore).
 */
export const LtiProgress = defineEntity({
  name: 'LtiProgress',
  tableName: 'lti_progress',
  uniques: [{ properties: ['conversation', 'resourceLink', 'progress'] }],
  properties: {
    id: idColumn(),
    conversation: () => p.manyToOne(Conversation).deleteRule('cascade'),
    resourceLink: () => p.manyToOne(LtiResourceLink).deleteRule('cascade').index(),
    progress: p.enum(['Started', 'Submitted'] as const),
    status: p.enum(['pending', 'sent', 'failed'] as const).default('pending'),
    attempts: p.integer().default(0),
    /** The last failure (never a token or a secret). */
    error: p.text().nullable(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
});
export type ILtiProgress = InstanceType<typeof LtiProgress.class>;
