import { type TermPlan, withFellows } from './plan.ts';
import type { KnownWord } from './vocabulary-lookup.ts';
import type { QuestionWord } from './words.ts';

// The letter each operator character is searched as: the text-search parser drops
// punctuation, so the chunks' text is indexed with each run of these characters as "zop" and
// their letters (the database's teachchat_searchable, Migration20261129150000, which holds
// the same table), and a question's operators are looked up the same way.
const LETTERS: Record<string, string> = {
  '~': 't',
  '%': 'p',
  '&': 'a',
  '|': 'o',
  '^': 'c',
  '*': 'k',
  '/': 'd',
  '+': 'l',
  '=': 'q',
  '!': 'x',
  '@': 'm',
  $: 'r',
};
const RUN = /[~%&|^*/+=!@$]+/g;

/** An operator of a question: the word the chunks index it as, and how it was written. */
export interface OperatorWord extends QuestionWord {
  written: string;
}

/** The operators a question writes ("&&", "%*%", "~"), as the words the chunks index them as. */
export function operatorWords(question: string): OperatorWord[] {
  const runs = new Set(question.replace(/[<>]/g, ' ').match(RUN) ?? []);
  return [...runs].map((run) => ({
    text: `zop${[...run].map((c) => LETTERS[c] ?? '').join('')}`,
    code: true,
    exact: true,
    written: run,
  }));
}

// Operators a student names rather than writes ("What does the tilde operator do?"): names
// that mean nothing else in a question.
const NAMED = new Map([
  ['tilde', '~'],
  ['ampersand', '&'],
  ['asterisk', '*'],
  ['caret', '^'],
]);

/** The operators the question's words name, as written or in the material's spelling of
 * a misspelt one ("tilda"), to look up as the chunks index them. */
export function namedOperators(
  words: QuestionWord[],
  known: ReadonlyMap<string, KnownWord> = new Map(),
): OperatorWord[] {
  return words.flatMap((w) => {
    const written = NAMED.get(known.get(w.text)?.spelling ?? w.text);
    return written && !w.code ? operatorWords(written) : [];
  });
}

/**
 * The plan with each named operator that the material writes searched beside its name and
 * counted as the same concept: a passage writing "~" covers "tilde".
 */
export function withNamedOperators(
  plan: TermPlan,
  words: QuestionWord[],
  known: ReadonlyMap<string, KnownWord>,
  chunks: number,
): TermPlan {
  return withFellows(plan, words, (w) => namedOperators([w], known), known, chunks);
}
