import { editDistance } from './typos.ts';
import type { KnownWord } from './vocabulary-lookup.ts';
import type { QuestionWord } from './words.ts';

export interface Joined {
  words: QuestionWord[];
  /** The question with those two words written as one. */
  question: string;
}

/**
 * Two neighbouring words of a question that the material knows as one ("eigen vectrs" for
 * "eigenvectors", "black body" for "blackbody"): where either is unknown to the material,
 * the two written together are looked up, and replace them when the material holds that
 * word or a close spelling of it.
 */
export async function joinSplitWords(
  question: string,
  words: QuestionWord[],
  known: Map<string, KnownWord>,
  lookUp: (words: QuestionWord[]) => Promise<KnownWord[]>,
): Promise<Joined> {
  const unknown = (w: QuestionWord) => {
    const k = known.get(w.text);
    return !k || (k.df === null && k.fixes.length === 0);
  };
  const pairs = words.flatMap((w, i) => {
    const next = words[i + 1];
    const joinable = (x: QuestionWord) => /^\p{L}{2,}$/u.test(x.text) && !known.get(x.text)?.stop;
    return next && joinable(w) && joinable(next) && (unknown(w) || unknown(next))
      ? [{ at: i, word: { text: w.text + next.text, code: w.code || next.code } }]
      : [];
  });
  if (pairs.length === 0) return { words, question };
  for (const k of await lookUp(pairs.map((p) => p.word))) known.set(k.text, k);
  const joined = [...words];
  let text = question;
  // From the last pair back, so that earlier places stay where they were.
  for (const { at, word } of pairs.reverse()) {
    const k = known.get(word.text);
    // A close spelling of the whole joined word, not of its start ("australia land" is no
    // misspelling of "australia").
    const held =
      k && (k.df !== null || (k.spelling !== null && editDistance(word.text, k.spelling, 2) <= 2));
    const [first, second] = [words[at], words[at + 1]];
    if (!held || !first || !second || joined[at] !== first || joined[at + 1] !== second) continue;
    joined.splice(at, 2, word);
    text = text.replace(new RegExp(`(${first.text})[\\s-]+(${second.text})`, 'iu'), '$1$2');
  }
  return { words: joined, question: text };
}
