import { stem } from '../answer/stem.ts';
import { type TermPlan, withForm } from './plan.ts';
import type { KnownWord } from './vocabulary-lookup.ts';
import type { QuestionWord } from './words.ts';

// Verbs that say the same of what a student does with material, read as one: "how do I
// delete objects?" is answered by "to remove objects, use rm()". General English, not any
// subject's; material in another language simply holds none of them.
const SAME_ACTION = [
  'make create construct build generate',
  'remove delete drop erase',
  'show display print',
  'get obtain retrieve extract fetch',
  'change modify alter edit',
  'check test verify',
  'begin start',
  'end stop finish terminate',
  'find locate search look',
  'combine join merge concatenate',
];
const GROUPS = SAME_ACTION.map((group) => group.split(' '));
const GROUP_OF = new Map(GROUPS.flatMap((words) => words.map((w) => [stem(w), words] as const)));

/** The stem standing for a verb's whole group (the group's first verb), or the stem itself. */
export function actionOf(wordStem: string): string {
  const group = GROUP_OF.get(wordStem);
  return group ? stem(group[0] ?? wordStem) : wordStem;
}

/** The other verbs of each action verb's group in the question, to look up as well. */
export function sameActionWords(words: QuestionWord[]): QuestionWord[] {
  return words.flatMap((w) =>
    w.code || w.name
      ? []
      : (GROUP_OF.get(stem(w.text)) ?? [])
          .filter((other) => stem(other) !== stem(w.text))
          .map((text) => ({ text, code: false })),
  );
}

/**
 * The plan with each action verb's fellows that the material holds searched beside it and
 * counted as the same concept: a passage that says "remove" covers "delete".
 */
export function withSameActions(
  plan: TermPlan,
  words: QuestionWord[],
  known: ReadonlyMap<string, KnownWord>,
  chunks: number,
): TermPlan {
  let result = plan;
  for (const w of words)
    for (const fellow of sameActionWords([w])) {
      const k = known.get(fellow.text);
      if (k?.lexeme && k.df !== null && !k.stop)
        result = withForm(result, [w.text], { lexeme: k.lexeme, df: k.df }, chunks);
    }
  return result;
}
