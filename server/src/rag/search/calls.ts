import { type TermPlan, withFellows } from './plan.ts';
import type { KnownWord } from './vocabulary-lookup.ts';
import type { QuestionWord } from './words.ts';

// A name written right before "(": the chunks' text is indexed with "zfn" and the name beside
// it (the database's teachchat_searchable, Migration20261129180000, which reads names alike:
// ASCII letters, then letters and digits), and a question's calls are looked up the same way.
const CALL = /([A-Za-z][A-Za-z0-9]*)\(/g;

/** A call of a question: the word the chunks index it as, and the name it calls. */
export interface CallWord extends QuestionWord {
  called: string;
}

/** The names a question writes as calls ("step()", "range(10)"), as the chunks index them. */
export function callWords(question: string): CallWord[] {
  const names = new Set([...question.matchAll(CALL)].map((m) => (m[1] ?? '').toLowerCase()));
  return [...names].map((name) => ({
    text: `zfn${name}`,
    code: true,
    exact: true,
    called: name,
  }));
}

/**
 * The plan with each call the material writes searched beside its name, at its own rarity,
 * and counted as the name's concept: "What does step() do?" ranks the passages writing
 * "step(" above those saying "the first step", and a passage holding either covers it.
 */
export function withCalls(
  plan: TermPlan,
  calls: CallWord[],
  known: ReadonlyMap<string, KnownWord>,
  chunks: number,
): TermPlan {
  const names = calls.map((c) => ({ text: c.called, code: true }));
  const callsOf = (name: QuestionWord) => calls.filter((c) => c.called === name.text);
  return withFellows(plan, names, callsOf, known, chunks, true);
}
