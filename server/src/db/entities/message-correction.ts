import { defineEntity, p } from '@mikro-orm/core';
import { ActivityFile } from './activity-file.ts';
import { createdAtColumn, idColumn, updatedAtColumn } from './columns.ts';
import { Message } from './message.ts';
import { User } from './user.ts';

/**
 * A teacher's correction of one assistant reply, shown to the student under it. Pinning it
 * makes a teacher's note (an activity file of kind 'note') that the assistant answers from.
 */
export const MessageCorrection = defineEntity({
  name: 'MessageCorrection',
  tableName: 'message_corrections',
  uniques: [{ properties: ['message'] }],
  properties: {
    id: idColumn(),
    message: () => p.manyToOne(Message).deleteRule('cascade'),
    // Who wrote it last; kept when that teacher's account is gone.
    author: () => p.manyToOne(User).nullable().deleteRule('set null').index(),
    text: p.text(),
    // The note pinned from it; the note lives on when the correction goes, and back.
    note: () => p.manyToOne(ActivityFile).nullable().deleteRule('set null').index(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
});
export type IMessageCorrection = InstanceType<typeof MessageCorrection.class>;
