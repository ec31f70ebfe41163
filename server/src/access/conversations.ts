import type { ObjectQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Conversation, type IConversation } from '../db/entities/conversation.ts';
import { notFound } from '../errors.ts';
import { activityFilter } from './activities.ts';
import type { Scope } from './scope.ts';
import { text } from '../texts/index.ts';

export const SUBMISSION_NOT_FOUND = text('error.submissionNotFound');

/** The students' conversations a scope sees (those of its courses' activities), for em.find. */
export function conversationFilter(scope: Scope): ObjectQuery<IConversation> {
  return scope.teacherId ? { activity: activityFilter(scope) } : {};
}

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
    { id: conversationId, ...conversationFilter({ teacherId }) },
    { populate: ['activity', 'activity.course'] },
  );
  if (!conversation) throw notFound(SUBMISSION_NOT_FOUND);
  return conversation;
}
