import { editDistance } from './typos.ts';
import { type TermPlan, withForm } from './plan.ts';
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
  let result = plan;
  words.forEach((w, i) => {
    const next = words[i + 1];
    const joined = next && known.get(w.text + next.text);
    if (!next || !joined?.lexeme || joined.df === null || joined.stop) return;
    result = withForm(
      result,
      [w.text, next.text],
      { lexeme: joined.lexeme, df: joined.df },
      chunks,
    );
  });
  return result;
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

// A word written as one is tried in two only when long enough for two words of its own.
const SPLIT_FROM = 8;
const SPLIT_PART = 3;

/**
 * A word the material lacks, and no close spelling of, that is two of its words written as
 * one ("virtualenvironment", "datastructure"): the two parts replace it, the split where
 * the rarer part is commonest in the material winning. Looked up only when such a word is
 * asked, in one statement.
 */
export async function splitJoinedWords(
  question: string,
  words: QuestionWord[],
  known: Map<string, KnownWord>,
  lookUp: (words: QuestionWord[]) => Promise<KnownWord[]>,
): Promise<Joined> {
  const lost = words.filter((w) => {
    const k = known.get(w.text);
    const letters = new RegExp(`^\\p{L}{${SPLIT_FROM},}$`, 'u');
    return k && k.df === null && k.fixes.length === 0 && !w.name && letters.test(w.text);
  });
  if (lost.length === 0) return { words, question };
  const splits = lost.flatMap((w) =>
    Array.from({ length: w.text.length - 2 * SPLIT_PART + 1 }, (_, i) => {
      const at = SPLIT_PART + i;
      return { word: w, parts: [w.text.slice(0, at), w.text.slice(at)] as const };
    }),
  );
  const parts = [...new Set(splits.flatMap((s) => s.parts))];
  const found = new Map(
    (await lookUp(parts.map((text) => ({ text, code: false, exact: true as const })))).map((k) => [
      k.text,
      k,
    ]),
  );
  let text = question;
  const result = words.flatMap((w) => {
    const best = splits
      .filter((s) => s.word === w)
      .map((s) => ({ s, df: Math.min(...s.parts.map((p) => found.get(p)?.df ?? 0)) }))
      .filter((x) => x.df > 0 && x.s.parts.every((p) => !found.get(p)?.stop))
      .sort((a, b) => b.df - a.df)[0];
    if (!best) return [w];
    const [left, right] = best.s.parts;
    for (const p of best.s.parts) {
      const k = found.get(p);
      if (k) known.set(p, k);
    }
    text = text.replace(new RegExp(w.text, 'iu'), `${left} ${right}`);
    return [
      { text: left, code: w.code },
      { text: right, code: w.code },
    ];
  });
  return { words: result, question: text };
}
