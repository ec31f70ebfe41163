import { defineEntity, p } from '@mikro-orm/core';
import { createdAtColumn, idColumn, updatedAtColumn } from './columns.ts';
import { Conversation } from './conversation.ts';
import { User } from './user.ts';

/**
 * A teacher's comment and optional score (0-100) on a submitted conversation. A draft
 * until `releasedAt`: only then does the student see it, and from then on it is fixed.
 */
export const SubmissionFeedback = defineEntity({
  name: 'SubmissionFeedback',
  tableName: 'submission_feedback',
  uniques: [{ properties: ['conversation'] }],
  checks: [
    {
      name: 'submission_feedback_score_check',
      expression: 'score is null or (score >= 0 and score <= 100)',
    },
  ],
  properties: {
    id: idColumn(),
    conversation: () => p.manyToOne(Conversation).deleteRule('cascade'),
    // Who wrote it last; kept when that teacher's account is gone.
    author: () => p.manyToOne(User).nullable().deleteRule('set null').index(),
    comment: p.text(),
    score: p.integer().nullable(),
    releasedAt: p.datetime().nullable(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
});
export type ISubmissionFeedback = InstanceType<typeof SubmissionFeedback.class>;
