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
