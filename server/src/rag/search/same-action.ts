import { stem } from '../answer/stem.ts';
import { idf, type TermPlan } from './plan.ts';
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
  const terms = [...plan.terms];
  const concepts = plan.concepts.map((c) => ({ ...c, lexemes: [...c.lexemes] }));
  for (const w of words) {
    const fellows = sameActionWords([w]).flatMap((f) => {
      const k = known.get(f.text);
      return k?.lexeme && k.df !== null && !k.stop ? [{ lexeme: k.lexeme, df: k.df }] : [];
    });
    for (const { lexeme, df } of fellows) {
      if (!terms.some((t) => t.lexeme === lexeme))
        terms.push({ lexeme, df, weight: idf(df, chunks), kind: 'asked' });
      const concept = concepts.find((c) => c.word === w.text);
      if (concept && !concept.lexemes.includes(lexeme)) concept.lexemes.push(lexeme);
    }
  }
  return { terms, concepts };
}
