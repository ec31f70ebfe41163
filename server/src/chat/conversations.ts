import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Conversation, type IConversation } from '../db/entities/conversation.ts';
import { kysely } from '../db/kysely.ts';
import { Message } from '../db/entities/message.ts';
import type { Turn } from '../rag/answer/rewrite.ts';

/**
 * The student's conversation in an activity, created on first use (safe under races), in
 * the caller's transaction if any.
 */
export async function ensureConversation(
  em: EntityManager,
  activityId: string,
  studentId: string,
): Promise<IConversation> {
  await kysely(em)
    .insertInto('conversations')
    .values(({ fn }) => ({
      id: randomUUID(),
      activity_id: activityId,
      student_id: studentId,
      status: 'in_progress',
      created_at: fn('now'),
      updated_at: fn('now'),
    }))
    .onConflict((oc) => oc.columns(['activity_id', 'student_id']).doNothing())
    .execute();
  return em.findOneOrFail(Conversation, { activity: activityId, student: studentId });
}

export function findConversation(em: EntityManager, activityId: string, studentId: string) {
  return em.findOne(Conversation, { activity: activityId, student: studentId });
}

/** The last turns before a question (asked at `before`), oldest first, for the model. */
export async function recentTurns(
  em: EntityManager,
  conversationId: string,
  before: Date,
  limit = 12,
): Promise<Turn[]> {
  const rows = await em.find(
    Message,
    { conversation: conversationId, status: 'complete', createdAt: { $lt: before } },
    { orderBy: { createdAt: 'desc' }, limit, fields: ['sender', 'content'] },
  );
  return rows.reverse().map((m) => ({ sender: m.sender, content: m.content }));
}

export function messagesOf(em: EntityManager, conversationId: string, since?: Date) {
  return em.find(
    Message,
    { conversation: conversationId, ...(since ? { createdAt: { $gte: since } } : {}) },
    { orderBy: { createdAt: 'asc', id: 'asc' }, limit: 2000 },
  );
}
