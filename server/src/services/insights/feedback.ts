import type { EntityManager } from '@mikro-orm/postgresql';
import { answeredQuestions } from './answers.ts';

// The newest of each kind listed; the overview counts them all.
export const FEEDBACK_SHOWN = 200;

/** The answers students liked and disliked, newest first, each with its question. */
export async function answerFeedback(em: EntityManager, activityId: string) {
  const [liked, disliked] = await Promise.all([
    answeredQuestions(em, activityId, 'liked', FEEDBACK_SHOWN),
    answeredQuestions(em, activityId, 'disliked', FEEDBACK_SHOWN),
  ]);
  return { liked, disliked };
}
