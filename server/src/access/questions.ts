import type { EntityManager } from '@mikro-orm/postgresql';
import { TeacherQuestion } from '../db/entities/teacher-question.ts';
import { notFound } from '../errors.ts';
import { conversationFilter } from './conversations.ts';
import { en, text } from '../texts/index.ts';

export const QUESTION_NOT_FOUND = en['error.questionNotFound'];

/**
 * The one row check for a teacher and a question: it is about a reply in one of their
 * courses. Another teacher's question answers exactly like a missing one.
 */
export async function findOwnQuestion(em: EntityManager, teacherId: string, questionId: string) {
  const question = await em.findOne(
    TeacherQuestion,
    { id: questionId, conversation: conversationFilter({ teacherId }) },
    { populate: ['message', 'conversation.activity.course'] },
  );
  if (!question) throw notFound(text('error.questionNotFound'));
  return question;
}
