import { defineEntity, p } from '@mikro-orm/core';
import {
  type Citation,
  FEEDBACK,
  MESSAGE_SENDERS,
  MESSAGE_STATUSES,
  TEACHER_QUESTION_STATUSES,
} from '@teachchat/shared';
import { createdAtColumn, idColumn } from './columns.ts';
import { Conversation } from './conversation.ts';

export const Message = defineEntity({
  name: 'Message',
  tableName: 'messages',
  indexes: [{ properties: ['conversation', 'createdAt'] }],
  uniques: [{ properties: ['conversation', 'clientMessageId'] }],
  properties: {
    id: idColumn(),
    // Found by conversation through the (conversation, createdAt) index: no index of its own.
    conversation: () => p.manyToOne(Conversation).deleteRule('cascade'),
    sender: p.enum(MESSAGE_SENDERS),
    content: p.text(),
    citations: p.json<Citation[]>().default([]),
    feedback: p.enum(FEEDBACK).nullable(),
    status: p.enum(MESSAGE_STATUSES).default('complete'),
    error: p.text().nullable(),
    // Written by the offline responder (quoting the material) rather than a model.
    offline: p.boolean().default(false),
    // Whether the search found the question in the material: false is a "not covered"
    // reply (insights' material gaps). Null for students' messages and failed searches.
    covered: p.boolean().nullable(),
    // Quotes in a model's reply that are not word for word in the passage they cite.
    unverifiedQuotes: p.json<string[]>().default([]),
    // The reply would have given away a protected answer and was replaced by a hint.
    withheld: p.boolean().default(false),
    // Server-side timings of an assistant reply: time to first token and total, in ms.
    timings: p.json<{ firstTokenMs: number; totalMs: number }>().nullable(),
    // A student's message: the id their client gave it (a repeated send finds it rather
    // than saving it twice) and the id its reply is saved under.
    clientMessageId: p.uuid().nullable(),
    replyId: p.uuid().nullable(),
    createdAt: createdAtColumn(),
    // Read along with every message, from teacher_questions (docs/product.md#ask-my-teacher):
    // where the latest question about an assistant reply stands, and who wrote a teacher's
    // answer. Not set on a message created in this unit of work.
    askedTeacher: p
      .enum(TEACHER_QUESTION_STATUSES)
      .formula(
        (cols) =>
          `(select q.status from teacher_questions q where q.message_id = ${cols.id} order by q.created_at desc limit 1)`,
      )
      .nullable(),
    authorName: p
      .text()
      .formula(
        (cols) =>
          `(select trim(u.first_name || ' ' || u.last_name) from teacher_questions q join users u on u.id = q.answered_by_id where q.answer_id = ${cols.id})`,
      )
      .nullable(),
    // A teacher's answer: the reply its question was about, shown quoted above the answer.
    inReplyTo: p
      .uuid()
      .formula(
        (cols) => `(select q.message_id from teacher_questions q where q.answer_id = ${cols.id})`,
      )
      .nullable(),
  },
});
export type IMessage = InstanceType<typeof Message.class>;
