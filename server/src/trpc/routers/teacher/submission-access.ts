import type { EntityManager } from '@mikro-orm/postgresql';
import { TRPCError } from '@trpc/server';
import { Conversation, type IConversation } from '../../../db/entities/conversation.ts';

/**
 * The one row check for a teacher and a student's conversation: its activity must be in
 * one of their courses. Another teacher's submission answers exactly like a missing one.
 */
export async function findOwnSubmission(
  em: EntityManager,
  teacherId: string,
  conversationId: string,
): Promise<IConversation> {
  const conversation = await em.findOne(
    Conversation,
    { id: conversationId, activity: { course: { teacher: teacherId } } },
    { populate: ['activity', 'activity.course'] },
  );
  if (!conversation) throw new TRPCError({ code: 'NOT_FOUND', message: 'Submission not found' });
  return conversation;
}
