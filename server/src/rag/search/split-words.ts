import { editDistance } from './typos.ts';
import { idf, type TermPlan } from './plan.ts';
import type { KnownWord } from './vocabulary-lookup.ts';
import type { QuestionWord } from './words.ts';

const joinable = (w: QuestionWord) => /^\p{L}{2,}$/u.test(w.text);

/** Each two neighbouring words written as one, looked up exactly with the question's own
 * words (one statement): "black body" → "blackbody", "name space" → "namespace". */
export function joinedPairs(words: QuestionWord[]): QuestionWord[] {
  return words.flatMap((w, i) => {
    const next = words[i + 1];
    return next && joinable(w) && joinable(next)
      ? [{ text: w.text + next.text, code: w.code || next.code, exact: true as const }]
      : [];
  });
}

/**
 * The plan with the material's one-word form of two neighbouring words searched too, and
 * counted as holding both ("black body" is covered by a passage on the "blackbody"); the two
 * words stay in the plan, since "syntax error" may mean a syntax error, not SyntaxError.
 */
export function withJoinedForms(
  plan: TermPlan,
  words: QuestionWord[],
  known: ReadonlyMap<string, KnownWord>,
  chunks: number,
): TermPlan {
  const terms = [...plan.terms];
  const concepts = plan.concepts.map((c) => ({ ...c, lexemes: [...c.lexemes] }));
  words.forEach((w, i) => {
    const next = words[i + 1];
    const joined = next && known.get(w.text + next.text);
    if (!next || !joined?.lexeme || joined.df === null || joined.stop) return;
    const { lexeme, df } = joined;
    if (!terms.some((t) => t.lexeme === lexeme))
      terms.push({ lexeme, df, weight: idf(df, chunks), kind: 'asked' });
    for (const c of concepts)
      if ((c.word === w.text || c.word === next.text) && !c.lexemes.includes(lexeme))
        c.lexemes.push(lexeme);
  });
  return { terms, concepts };
}

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
    const open = (x: QuestionWord) => joinable(x) && !known.get(x.text)?.stop;
    return next && open(w) && open(next) && (unknown(w) || unknown(next))
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
