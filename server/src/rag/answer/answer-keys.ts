import { isEnglishWord } from '../search/english.ts';
import {
  type NumberItem,
  numbersOf,
  prepareNumbers,
  type Token,
  tokensOf,
  withNatoLetters,
} from './answer-items.ts';
import { foldText, readingsOf, visibleText } from './answer-normalise.ts';

/**
 * Whether a text gives away one of an activity's protected answers. The text is read as
 * the student sees it and in every form a reply written to slip past the check takes
 * (answer-normalise.ts); then:
 *
 * - A number answer is given away by a number of the same value (42, "forty-two", XLII,
 *   "4 2", 0.4 = 40% = 2/5 = "two fifths") standing as a quantity. A number that names or
 *   points at something gives nothing away: part of a larger number (150, 1.5, 2/15),
 *   glued to a name (x15, F_15) or an ordinal (15th), a function's argument or an index
 *   (fib(15), a[15]), an exponent (2^15), a time or ratio (3:15), the number of a list item
 *   that goes on a list, or what a label numbers (page 15, step 15, problem 15).
 * - A word answer is given away by its letters in a row across whole words, whatever
 *   stands between them ("mito-chondria", "M I T O…"), with a plural or short ending
 *   ("mitochondrial"), backwards or in ROT13 unless that is an English word; never inside
 *   another word ("cat" in "concatenate").
 * - Pieces: a word answer's letters given in order in pieces that are no English word
 *   ("mito", "chondria"), or any answer's letters or digits given in order in sentences
 *   that name them as pieces ("the first digit is 4"), in this reply and the earlier ones.
 */

const same = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a));

interface Reading {
  text: string;
  tokens: Token[];
  letters: Token[];
  numbers: NumberItem[];
  /** Where each sentence that names pieces ("half", "digit", "letter") starts and ends. */
  cues: [number, number][];
}

const CUE =
  /\b(?:half|halves|parts?|pieces?|letters?|digits?|characters?|syllables?|chunks?|fragments?|segments?)\b/i;

function read(folded: string): Reading {
  const text = prepareNumbers(folded);
  const tokens = tokensOf(text);
  const cues: [number, number][] = [];
  let start = 0;
  for (const m of `${text}\n`.matchAll(/[.!?](?=\s)|\n/g)) {
    if (CUE.test(text.slice(start, m.index))) cues.push([start, m.index]);
    start = m.index + 1;
  }
  return { text, tokens, letters: withNatoLetters(tokens), numbers: numbersOf(tokens, text), cues };
}

// Words that number what follows them (plurals where a range may follow: "pages 14-15").
const LABEL =
  /\b(?:steps?|lines?|pages?|pp?|problems?|questions?|exercises?|examples?|chapters?|sections?|figures?|fig|tables?|item|row|column|slide|lecture|week|unit|part|rule|case|equation|eq|task|lesson|level|round|iteration|pass)\.?\s*(?:\d+\s*(?:[-,&]|and|to|or)\s*)*$/i;

/** Whether a number stands as a quantity rather than naming or pointing at something. */
function standsAlone(r: Reading, n: NumberItem): boolean {
  const before = r.text.slice(Math.max(0, n.start - 60), n.start);
  const after = r.text.slice(n.end, n.end + 60);
  const first = r.tokens[n.first];
  const prev = r.tokens[n.first - 1];
  const next = r.tokens[n.last + 1];
  if (first?.glued && prev && /^\p{L}/u.test(prev.text)) return false;
  if (next?.glued && /^(?:st|nd|rd|th)$/.test(next.text)) return false;
  if (/(?:\^|\*\*|[\p{L}\p{N}]_)[{(]?$/u.test(before)) return false;
  if (/[\p{L}\p{N}_)\]][([{][^()[\]{}\n]*$/u.test(before) && /^[^()[\]{}\n]*[)\]}]/.test(after))
    return false;
  if (/\d:$/.test(before) || /^:\d/.test(after)) return false;
  if (LABEL.test(before)) return false;
  const value = n.values[0] ?? 0;
  if (Number.isInteger(value) && /(?:^|\n)[ \t>]*$/.test(before) && /^[.)][ \t]+\S/.test(after))
    return (
      value !== 1 &&
      !new RegExp(`(?:^|\\n)[ \\t>]*${value - 1}[.)][ \\t]`).test(r.text.slice(0, n.start))
    );
  return true;
}

/** The tokens from `i` on spell `form` exactly, with at most a short ending on the last. */
function spelt(tokens: Token[], form: string, ending: (rest: string) => boolean): boolean {
  for (let i = 0; i < tokens.length; i++) {
    let acc = '';
    for (let j = i; j < tokens.length; j++) {
      acc += tokens[j]?.text ?? '';
      if (acc === form || (acc.startsWith(form) && ending(acc.slice(form.length)))) return true;
      if (!form.startsWith(acc)) break;
    }
  }
  return false;
}

interface Piece {
  text: string;
  current: boolean;
}

type Key = { key: string; pieceable: string | null } & (
  { kind: 'value'; values: number[] } | { kind: 'word'; forms: string[]; fragments: Set<string> }
);

const inCue = (r: Reading, at: number) => r.cues.some(([a, b]) => at >= a && at < b);

function piecesOf(key: Key, r: Reading, current: boolean): Piece[] {
  const whole = key.pieceable;
  if (!whole) return [];
  if (key.kind === 'value')
    return r.numbers
      .filter((n) => inCue(r, n.start) && standsAlone(r, n))
      .map((n) => String(n.values[0]))
      .filter((text) => /^\d+$/.test(text) && whole.includes(text))
      .map((text) => ({ text, current }));
  return r.letters
    .filter((t) => whole.includes(t.text) && (key.fragments.has(t.text) || inCue(r, t.start)))
    .map((t) => ({ text: t.text, current }));
}

/** The pieces spell the answer in order, two or more of them, one at least from this text. */
function assembled(whole: string, pieces: Piece[]): boolean {
  // States: position in the answer, whether this text gave a piece, pieces used (0, 1, 2+).
  const states = new Set(['0:0:0']);
  for (const piece of pieces) {
    for (const state of [...states]) {
      const [pos = 0, cur = 0, used = 0] = state.split(':').map(Number);
      if (!whole.startsWith(piece.text, pos)) continue;
      const next = `${pos + piece.text.length}:${cur || (piece.current ? 1 : 0)}:${Math.min(used + 1, 2)}`;
      if (next === `${whole.length}:1:2`) return true;
      states.add(next);
    }
  }
  return false;
}

function reveals(key: Key, readings: Reading[]): boolean {
  if (key.kind === 'value')
    return readings.some((r) =>
      r.numbers.some(
        (n) => n.values.some((v) => key.values.some((k) => same(k, v))) && standsAlone(r, n),
      ),
    );
  const [forward, ...others] = key.forms;
  const ending = (rest: string) =>
    rest === 's' ||
    rest === 'es' ||
    (forward !== undefined && forward.length >= 6 && /^[a-z]{1,2}$/.test(rest));
  return readings.some((r) =>
    [r.tokens, r.letters].some(
      (tokens) =>
        (forward !== undefined && spelt(tokens, forward, ending)) ||
        others.some((form) => spelt(tokens, form, () => false)),
    ),
  );
}

// Parsed once per process: an activity's keys are read for every reply, and parsing a word
// looks each of its pieces up in the dictionary.
const parsedKeys = new Map<string, Promise<Key | null>>();
function parsedKey(key: string): Promise<Key | null> {
  let parsed = parsedKeys.get(key);
  if (!parsed) {
    if (parsedKeys.size >= 10_000) parsedKeys.clear();
    parsed = parseKey(key);
    parsedKeys.set(key, parsed);
  }
  return parsed;
}

// A piece longer than this is looked for only where the reply names it as a piece: a long
// answer has too many to look up.
const FRAGMENT_MAX = 16;

async function parseKey(key: string): Promise<Key | null> {
  const r = read(foldText(key.trim().replace(/^-/, '')));
  if (r.tokens.length === 0) return null;
  const number = r.numbers.find((n) => n.first === 0 && n.last === r.tokens.length - 1);
  if (number) {
    const digits = String(number.values[0]);
    return {
      key,
      kind: 'value',
      values: number.values,
      pieceable: /^\d{2,}$/.test(digits) ? digits : null,
    };
  }
  const whole = r.tokens.map((t) => t.text).join('');
  const notWord = async (w: string) => !(await isEnglishWord(w));
  const reversed = [...whole].reverse().join('');
  const rot13 = whole.replace(/[a-z]/g, (c) =>
    String.fromCharCode(((c.charCodeAt(0) - 97 + 13) % 26) + 97),
  );
  const forms = [whole];
  if (whole.length >= 3 && reversed !== whole && (await notWord(reversed))) forms.push(reversed);
  if (whole.length >= 4 && rot13 !== whole && (await notWord(rot13))) forms.push(rot13);
  const fragments = new Set<string>();
  for (let a = 0; a < whole.length; a++)
    for (let b = a + 2; b <= Math.min(whole.length, a + FRAGMENT_MAX); b++) {
      const part = whole.slice(a, b);
      if (part !== whole && /\p{L}/u.test(part) && (await notWord(part))) fragments.add(part);
    }
  return { key, kind: 'word', forms, fragments, pieceable: whole.length >= 2 ? whole : null };
}

/** What earlier replies of the conversation gave of each answer, in order. */
export type EarlierPieces = Piece[][];

export interface AnswerKeyMatcher {
  /** The protected answer the text gives away (with the earlier replies' pieces), if any. */
  revealed(text: string, earlier?: EarlierPieces): string | undefined;
  /** The pieces of each answer that earlier replies gave, oldest first. */
  earlierPieces(replies: readonly string[]): EarlierPieces;
}

/** A matcher for an activity's answer keys; blank keys are ignored. */
export async function answerKeyMatcher(keys: readonly string[]): Promise<AnswerKeyMatcher> {
  const parsed = (await Promise.all(keys.map(parsedKey))).filter((k): k is Key => k !== null);
  return {
    revealed(text, earlier = []) {
      const { shown, all } = readingsOf(text);
      const readings = all.map(read);
      const visible = readings[all.indexOf(shown)] ?? read(shown);
      return parsed.find(
        (key, i) =>
          reveals(key, readings) ||
          assembled(key.pieceable ?? '', [...(earlier[i] ?? []), ...piecesOf(key, visible, true)]),
      )?.key;
    },
    earlierPieces(replies) {
      const readings = replies.map((reply) => read(foldText(visibleText(reply))));
      return parsed.map((key) => readings.flatMap((r) => piecesOf(key, r, false)));
    },
  };
}
