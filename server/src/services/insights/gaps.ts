import type { EntityManager } from '@mikro-orm/postgresql';
import { type AnsweredQuestion, answeredQuestions } from './answers.ts';
import { groupByTerms } from './group-by-terms.ts';
import { termLabels, termsOfQuestions } from './terms.ts';

// The newest of each kind read; the overview counts them all.
export const GAPS_READ = 500;
const MAX_GROUPS = 8;
// Questions of a group read for how they spell its word.
const LABEL_SAMPLE = 20;

export interface GapGroup {
  /** The word the group's questions share; null for the questions sharing none. */
  label: string | null;
  questions: AnsweredQuestion[];
}

/** Questions grouped by a word they share (in the material or not), the rest apart. */
async function grouped(
  em: EntityManager,
  activityId: string,
  answered: AnsweredQuestion[],
): Promise<GapGroup[]> {
  const ids = answered.map((a) => a.messageId);
  const { hits, spellings } = await termsOfQuestions(em, activityId, { ids }, 'any');
  const { groups, ungrouped } = groupByTerms(ids, hits, { maxGroups: MAX_GROUPS, minSize: 2 });
  const labels = termLabels(
    groups.map((g) => ({ term: g.term, items: g.items.slice(0, LABEL_SAMPLE) })),
    spellings,
  );
  const byId = new Map(answered.map((a) => [a.messageId, a]));
  const questionsOf = (items: string[]) => items.flatMap((id) => byId.get(id) ?? []);
  const rest = questionsOf(ungrouped);
  return [
    ...groups.map((g) => ({
      label: labels.get(g.term) ?? g.term,
      questions: questionsOf(g.items),
    })),
    ...(rest.length > 0 ? [{ label: null, questions: rest }] : []),
  ];
}

/**
 * Where the material falls short: questions the search did not find in it ("not
 * covered") and questions whose answers students disliked, each kind grouped.
 */
export async function activityGaps(em: EntityManager, activityId: string) {
  const [notCovered, disliked] = await Promise.all([
    answeredQuestions(em, activityId, 'not-covered', GAPS_READ),
    answeredQuestions(em, activityId, 'disliked', GAPS_READ),
  ]);
  return {
    notCovered: await grouped(em, activityId, notCovered),
    disliked: await grouped(em, activityId, disliked),
  };
}
