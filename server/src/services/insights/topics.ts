import type { EntityManager } from '@mikro-orm/postgresql';
import { kysely } from '../../db/kysely.ts';
import { groupByTerms } from './group-by-terms.ts';
import { answeringPassages, questionsByIds } from './questions.ts';
import { termLabels, termsOfQuestions } from './terms.ts';
import { topicPhrase } from './topic-phrase.ts';

// The newest questions read: a bound on the work, far above a class's term of questions.
export const TOPIC_QUESTIONS_READ = 5000;
const MAX_TOPICS = 12;
const QUESTIONS_SHOWN = 10;
const PASSAGES_SHOWN = 3;

/** The material's section titles, which can name a topic better than its word. */
async function materialHeadings(em: EntityManager, activityId: string): Promise<string[]> {
  const rows = await kysely(em)
    .selectFrom('chunks')
    .select('heading')
    .distinct()
    .where('activity_id', '=', activityId)
    .where('heading', 'is not', null)
    .limit(500)
    .execute();
  return rows.flatMap((r) => (r.heading === null ? [] : [r.heading]));
}

/**
 * The most-asked topics: questions grouped by the rare words of the material they share
 * (groupByTerms), each named by a phrase (topicPhrase) and shown with its newest questions
 * and the passages its replies cited most.
 */
export async function activityTopics(em: EntityManager, activityId: string) {
  const { items, hits, spellings, fillers, languages } = await termsOfQuestions(
    em,
    activityId,
    { newest: TOPIC_QUESTIONS_READ },
    'rare',
  );
  const { groups, ungrouped } = groupByTerms(items, hits, { maxGroups: MAX_TOPICS, minSize: 2 });
  const shown = groups.map((g) => ({ term: g.term, items: g.items.slice(0, QUESTIONS_SHOWN) }));
  const labels = termLabels(shown, spellings);
  // Material in other languages: the questions' own stop and asking words are filler.
  const language = languages.every((l) => l === 'en') ? undefined : { fillers, languages };
  const [questions, passages, headings] = await Promise.all([
    questionsByIds(
      em,
      activityId,
      shown.flatMap((g) => g.items),
    ),
    answeringPassages(
      em,
      activityId,
      groups.map((g) => g.items),
      PASSAGES_SHOWN,
    ),
    groups.length > 0 ? materialHeadings(em, activityId) : [],
  ]);
  const byId = new Map(questions.map((q) => [q.messageId, q]));
  return {
    questionsRead: items.length,
    ungrouped: ungrouped.length,
    topics: groups.map((g, i) => {
      const asked = (shown[i]?.items ?? []).flatMap((id) => byId.get(id) ?? []);
      const word = { term: g.term, label: labels.get(g.term) ?? g.term };
      return {
        term: g.term,
        label: topicPhrase(
          word,
          asked.map((q) => q.question),
          headings,
          language,
        ),
        count: g.items.length,
        questions: asked,
        passages: passages[i] ?? [],
      };
    }),
  };
}
