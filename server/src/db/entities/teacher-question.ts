import { defineEntity, p } from '@mikro-orm/core';
import { TEACHER_QUESTION_STATUSES } from '@teachchat/shared';
import { createdAtColumn, idColumn } from './columns.ts';
import { Conversation } from './conversation.ts';
import { Message } from './message.ts';
import { User } from './user.ts';

/**
 * A student's question to their teacher about one assistant reply of their conversation
 * (docs/product.md#ask-my-teacher). Open until the teacher answers with a message of their
 * own in the conversation; a reply has at most one open question at a time.
 */
export const TeacherQuestion = defineEntity({
  name: 'TeacherQuestion',
  tableName: 'teacher_questions',
  indexes: [
    {
      name: 'teacher_questions_open_message_unique',
      expression:
        'create unique index "teacher_questions_open_message_unique" on "teacher_questions" ("message_id") where "status" = \'open\'',
    },
  ],
  properties: {
    id: idColumn(),
    conversation: () => p.manyToOne(Conversation).deleteRule('cascade').index(),
    // The assistant reply asked about.
    message: () => p.manyToOne(Message).deleteRule('cascade').index(),
    note: p.text().nullable(),
    status: p.enum(TEACHER_QUESTION_STATUSES).default('open'),
    // The teacher's message that answered it, and who wrote it (kept when that account goes).
    answer: () => p.oneToOne(Message).owner().nullable().deleteRule('set null'),
    answeredBy: () => p.manyToOne(User).nullable().deleteRule('set null').index(),
    answeredAt: p.datetime().nullable(),
    createdAt: createdAtColumn(),
  },
});
export type ITeacherQuestion = InstanceType<typeof TeacherQuestion.class>;
