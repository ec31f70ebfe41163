import type { EntityManager } from '@mikro-orm/postgresql';
import { groupByTerms } from './group-by-terms.ts';
import { answeringPassages, questionsByIds } from './questions.ts';
import { termLabels, termsOfQuestions } from './terms.ts';

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
  const { items, hits } = await termsOfQuestions(
    em,
    activityId,
    { newest: TOPIC_QUESTIONS_READ },
    'rare',
  );
  const { groups, ungrouped } = groupByTerms(items, hits, { maxGroups: MAX_TOPICS, minSize: 2 });
  const shown = groups.map((g) => ({ term: g.term, items: g.items.slice(0, QUESTIONS_SHOWN) }));
  const [questions, labels, passages] = await Promise.all([
    questionsByIds(
      em,
      activityId,
      shown.flatMap((g) => g.items),
    ),
    termLabels(em, shown),
    answeringPassages(
      em,
      activityId,
      groups.map((g) => g.items),
      PASSAGES_SHOWN,
    ),
  ]);
  const byId = new Map(questions.map((q) => [q.messageId, q]));
  return {
    questionsRead: items.length,
    ungrouped: ungrouped.length,
    topics: groups.map((g, i) => ({
      term: g.term,
      label: labels.get(g.term) ?? g.term,
      count: g.items.length,
      questions: (shown[i]?.items ?? []).flatMap((id) => byId.get(id) ?? []),
      passages: passages[i] ?? [],
    })),
  };
}
