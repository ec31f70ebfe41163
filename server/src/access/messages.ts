import type { ObjectQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { IActivity } from '../db/entities/activity.ts';
import type { IConversation } from '../db/entities/conversation.ts';
import { type IMessage, Message } from '../db/entities/message.ts';
import { notFound } from '../errors.ts';
import { text } from '../texts/index.ts';
import { studentActivityFilter } from './activities.ts';
import { conversationFilter } from './conversations.ts';
import type { Scope } from './scope.ts';

export const REPLY_NOT_FOUND = text('error.messageNotFound');

/** An assistant reply as the correction procedures load it (see findOwnReply). */
export interface CorrectedReply {
  id: string;
  conversation: Pick<IConversation, 'id'> & { activity: IActivity };
}

/** The assistant's replies a scope sees (in its courses' conversations), for em.find. */
export function replyFilter(scope: Scope): ObjectQuery<IMessage> {
  return {
    sender: 'assistant',
    ...(scope.teacherId ? { conversation: conversationFilter(scope) } : {}),
  };
}

/**
 * The one row check for a teacher and an assistant reply: it must be in a conversation of
 * one of their courses' activities. Another teacher's reply, or a student's own message,
 * answers exactly like a missing one.
 */
export async function findOwnReply(
  em: EntityManager,
  teacherId: string,
  messageId: string,
): Promise<CorrectedReply> {
  const message = await em.findOne(
    Message,
    { id: messageId, ...replyFilter({ teacherId }) },
    { populate: ['conversation', 'conversation.activity', 'conversation.activity.course'] },
  );
  if (!message) throw notFound(REPLY_NOT_FOUND);
  return message;
}

/**
 * The one row check for a student and a reply they rate: an assistant message of their own
 * conversation, also once they can no longer open the activity.
 */
export async function findStudentReply(em: EntityManager, studentId: string, messageId: string) {
  const message = await em.findOne(
    Message,
    { id: messageId, sender: 'assistant', conversation: { student: studentId } },
    { populate: ['conversation'] },
  );
  if (!message) throw notFound(REPLY_NOT_FOUND);
  return message;
}

/**
 * The one row check for a student and a reply they ask their teacher about: an assistant
 * message of their own conversation, in an activity they still see. Anything else is
 * "Message not found". A submitted conversation still qualifies.
 */
export async function findAskableReply(em: EntityManager, studentId: string, messageId: string) {
  const reply = await em.findOne(
    Message,
    {
      id: messageId,
      sender: 'assistant',
      conversation: { student: studentId, activity: studentActivityFilter(studentId) },
    },
    { populate: ['conversation.student', 'conversation.activity.course'] },
  );
  if (!reply) throw notFound(REPLY_NOT_FOUND);
  return reply;
}
