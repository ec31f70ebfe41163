import { defineEntity, p } from '@mikro-orm/core';
import { CONVERSATION_STATUSES } from '@teachchat/shared';
import { createdAtColumn, idColumn, updatedAtColumn } from './columns.ts';
import { Activity } from './activity.ts';
import { User } from './user.ts';

/** One student's chat in one activity; submitting it marks it completed. */
export const Conversation = defineEntity({
  name: 'Conversation',
  tableName: 'conversations',
  uniques: [{ properties: ['activity', 'student'] }],
  properties: {
    id: idColumn(),
    activity: () => p.manyToOne(Activity).deleteRule('cascade').index(),
    student: () => p.manyToOne(User).deleteRule('cascade').index(),
    status: p.enum(CONVERSATION_STATUSES).default('in_progress'),
    submittedAt: p.datetime().nullable(),
    lastMessageAt: p.datetime().nullable(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
});
export type IConversation = InstanceType<typeof Conversation.class>;
