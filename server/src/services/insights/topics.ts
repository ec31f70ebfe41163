import type { EntityManager } from '@mikro-orm/postgresql';
import { groupByTerms } from './group-by-terms.ts';
import { type AnsweringPassage, answeringPassages, recentQuestions } from './questions.ts';
import { termsOfQuestions } from './terms.ts';

// The newest questions read: a bound on the work, far above a class's term of questions.
export const TOPIC_QUESTIONS_READ = 5000;
const MAX_TOPICS = 12;
const QUESTIONS_SHOWN = 10;
const PASSAGES_SHOWN = 3;

/**
 * The most-asked topics: questions grouped by the rare words of the material they share
 * (groupByTerms), each with its newest questions and the passages its replies cited most.
 */
export async function activityTopics(em: EntityManager, activityId: string) {
  const questions = await recentQuestions(em, activityId, TOPIC_QUESTIONS_READ);
  const ids = questions.map((q) => q.messageId);
  const hits = await termsOfQuestions(em, activityId, ids, 'rare');
  const { groups, ungrouped } = groupByTerms(ids, hits, { maxGroups: MAX_TOPICS, minSize: 2 });
  const passages = await answeringPassages(
    em,
    groups.map((g) => g.items),
    PASSAGES_SHOWN,
  );
  const byId = new Map(questions.map((q) => [q.messageId, q]));
  return {
    questionsRead: questions.length,
    ungrouped: ungrouped.length,
    topics: groups.map((g, i) => ({
      term: g.term,
      label: g.label,
      count: g.items.length,
      questions: g.items.slice(0, QUESTIONS_SHOWN).flatMap((id) => byId.get(id) ?? []),
      passages: passages[i] ?? ([] as AnsweringPassage[]),
    })),
  };
}
