/**
 * A folded text (answer-normalise.ts) read as words and numbers: "forty-two", "XLII",
 * "two fifths", "40%", "½" and "4 2" read as the values they stand for, a run of NATO
 * alphabet words as its letters, each with where it stands in the text.
 */

export interface Token {
  /** Lower case: letters only, or digits (with a decimal point), or "%" or "/". */
  text: string;
  start: number;
  end: number;
  /** Written right after the previous token, with nothing between. */
  glued: boolean;
}

export interface NumberItem {
  values: number[];
  start: number;
  end: number;
  /** Indexes of its first and last token. */
  first: number;
  last: number;
  /** One digit, written as a digit or a word: "4 2" and "four two" are read as 42 too. */
  digit: boolean;
}

/** Thousands separators go ("1,664,079"); a decimal comma is a point ("0,5"). */
export const prepareNumbers = (text: string) =>
  text.replace(/(\d)[, ](?=\d{3}(?!\d))/g, '$1').replace(/(\d),(?=\d)/g, '$1.');

export function tokensOf(text: string): Token[] {
  const tokens: Token[] = [];
  for (const m of text.matchAll(/\d+(?:\.\d+)*|\.\d+|\p{L}+|[%/]/gu)) {
    const start = m.index;
    const prev = tokens.at(-1);
    tokens.push({
      text: m[0].toLowerCase(),
      start,
      end: start + m[0].length,
      glued: prev?.end === start,
    });
  }
  return tokens;
}

const UNITS =
  'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'.split(
    ' ',
  );
const TENS = 'twenty thirty forty fifty sixty seventy eighty ninety'.split(' ');
const SCALES: Record<string, number> = { hundred: 100, thousand: 1000, million: 1_000_000 };
const DENOMINATORS: Record<string, number> = {};
for (const [d, names] of Object.entries({
  2: 'half halves',
  3: 'third thirds',
  4: 'quarter quarters fourth fourths',
  5: 'fifth fifths',
  6: 'sixth sixths',
  7: 'seventh sevenths',
  8: 'eighth eighths',
  9: 'ninth ninths',
  10: 'tenth tenths',
}))
  for (const name of names.split(' ')) DENOMINATORS[name] = Number(d);

// How radio operators say some digits (ICAO); "tree" and "too" are words of their own.
const SPOKEN: Record<string, number> = { wun: 1, fower: 4, fife: 5, niner: 9 };

function wordValue(word: string | undefined): number | undefined {
  const spoken = SPOKEN[word ?? ''];
  if (spoken !== undefined) return spoken;
  const unit = UNITS.indexOf(word ?? '');
  if (unit >= 0) return unit;
  const ten = TENS.indexOf(word ?? '');
  return ten >= 0 ? (ten + 2) * 10 : undefined;
}

const NATO: Record<string, string> = {};
for (const word of 'alfa alpha bravo charlie delta echo foxtrot golf hotel india juliett juliet kilo lima mike november oscar papa quebec romeo sierra tango uniform victor whiskey whisky xray yankee zulu'.split(
  ' ',
))
  NATO[word] = word[0] ?? '';

/** The tokens with runs of two or more NATO alphabet words as their letters. */
export function withNatoLetters(tokens: Token[]): Token[] {
  const out = tokens.map((t) => ({ ...t }));
  for (let i = 0; i < out.length;) {
    let j = i;
    while (j < out.length && NATO[out[j]?.text ?? ''] !== undefined) j++;
    if (j - i >= 2)
      for (let k = i; k < j; k++) (out[k] as Token).text = NATO[out[k]?.text ?? ''] ?? '';
    i = Math.max(j, i + 1);
  }
  return out;
}

const ROMAN = /^m{0,3}(?:cm|cd|d?c{0,3})(?:xc|xl|l?x{0,3})(?:ix|iv|v?i{0,3})$/;
const ROMAN_VALUES: Record<string, number> = { i: 1, v: 5, x: 10, l: 50, c: 100, d: 500, m: 1000 };

// Short words and units that are also Roman numerals, read as such only in capitals.
const ROMAN_WORDS = new Set(
  'mix div mi cm mm ml cc cd dc md li dl xl vi ci di cv lx mc cl xi'.split(' '),
);

/** A Roman numeral's value. Single letters are not read ("I", "x", "v" are words and names). */
function romanValue(token: string, cased: string): number | undefined {
  if (token.length < 2 || !ROMAN.test(token)) return undefined;
  if (cased !== cased.toUpperCase() && ROMAN_WORDS.has(token)) return undefined;
  let total = 0;
  for (let i = 0; i < token.length; i++) {
    const v = ROMAN_VALUES[token[i] ?? ''] ?? 0;
    total += v < (ROMAN_VALUES[token[i + 1] ?? ''] ?? 0) ? -v : v;
  }
  return total;
}

/** Reads a number in words from token `i`: "forty two", "three hundred and five". */
function readWords(t: Token[], i: number): { value: number; next: number } | undefined {
  let total = 0;
  let current = 0;
  let last: 'unit' | 'ten' | 'scale' | null = null;
  let j = i;
  for (; j < t.length; j++) {
    const word = t[j]?.text ?? '';
    const value = wordValue(word);
    const scale = SCALES[word];
    if (value !== undefined && value < 20) {
      if (last === 'unit' || (last === 'ten' && value >= 10)) break;
      current += value;
      last = 'unit';
    } else if (value !== undefined) {
      if (last === 'unit' || last === 'ten') break;
      current += value;
      last = 'ten';
    } else if (scale && last !== null && last !== 'scale') {
      current *= scale;
      if (scale >= 1000) {
        total += current;
        current = 0;
      }
      last = 'scale';
    } else if (!(word === 'and' && last === 'scale' && wordValue(t[j + 1]?.text) !== undefined))
      break;
  }
  return j > i ? { value: total + current, next: j } : undefined;
}

/** One number at token `i`, in digits or words, with a decimal "point" read on. */
function simpleNumber(t: Token[], i: number, text: string) {
  const token = t[i];
  if (!token) return undefined;
  if (/^\d|^\.\d/.test(token.text)) {
    const value = Number(token.text);
    return Number.isFinite(value)
      ? { value, next: i + 1, digit: /^\d$/.test(token.text) }
      : undefined;
  }
  const roman = romanValue(token.text, text.slice(token.start, token.end));
  if (roman !== undefined) return { value: roman, next: i + 1, digit: false };
  const words = readWords(t, i);
  if (!words) return undefined;
  let { value, next } = words;
  const digit = next === i + 1 && value < 10;
  if (t[next]?.text === 'point' && (wordValue(t[next + 1]?.text) ?? 10) < 10) {
    let decimals = '';
    for (next++; (wordValue(t[next]?.text) ?? 10) < 10; next++)
      decimals += wordValue(t[next]?.text);
    value = Number(`${value}.${decimals}`);
  }
  return { value, next, digit };
}

/**
 * Every number the tokens write, with the values it stands for: 40% is 40 and 0.4; 2/5,
 * "2 out of 5" and "two fifths" are 0.4; "a half" is 0.5. A fraction's parts are not
 * numbers of their own. Runs of single digits ("4 2", "four-two") are numbers too.
 */
export function numbersOf(t: Token[], text: string): NumberItem[] {
  const items: NumberItem[] = [];
  for (let i = 0; i < t.length;) {
    const article = t[i]?.text === 'a' || t[i]?.text === 'an';
    const first = article ? { value: 1, next: i + 1, digit: false } : simpleNumber(t, i, text);
    if (!first) {
      i++;
      continue;
    }
    let { next } = first;
    let values = [first.value];
    let digit = first.digit;
    const over =
      t[next]?.text === '/' ? 1 : t[next]?.text === 'out' && t[next + 1]?.text === 'of' ? 2 : 0;
    const denominator = over ? simpleNumber(t, next + over, text) : undefined;
    const named = DENOMINATORS[t[next]?.text ?? ''];
    if (denominator && denominator.value !== 0) {
      values = [first.value / denominator.value];
      next = denominator.next;
      digit = false;
    } else if (named) {
      values = [first.value / named];
      next++;
      digit = false;
    } else if (article) {
      i++;
      continue;
    } else if (t[next]?.text === '%' || t[next]?.text === 'percent') {
      values = [first.value, first.value / 100];
      next++;
    } else if (t[next]?.text === 'per' && t[next + 1]?.text === 'cent') {
      values = [first.value, first.value / 100];
      next += 2;
    }
    const start = t[i]?.start ?? 0;
    items.push({ values, start, end: t[next - 1]?.end ?? start, first: i, last: next - 1, digit });
    i = next;
  }
  return [...items, ...digitRuns(items, text)];
}

// What may stand between the digits of a number spelt out: "4 2", "4-2", "4, 2", "'4' '2'",
// one a line; not an operator ("4^2", "4 + 2", "x_4 = 2").
const SPACING = /^[\s\-.,;|'"`~]*$/;

/** Runs of single digits with only spacing between them, read as one number. */
function digitRuns(items: NumberItem[], text: string): NumberItem[] {
  const runs: NumberItem[] = [];
  for (let i = 0; i < items.length;) {
    let j = i;
    while (
      items[j]?.digit &&
      items[j + 1]?.digit &&
      (items[j + 1]?.first ?? 0) === (items[j]?.last ?? 0) + 1 &&
      SPACING.test(text.slice(items[j]?.end ?? 0, items[j + 1]?.start ?? 0))
    )
      j++;
    const a = items[i];
    const b = items[j];
    if (j > i && a && b) {
      const digits = items
        .slice(i, j + 1)
        .map((n) => n.values[0])
        .join('');
      runs.push({
        values: [Number(digits)],
        start: a.start,
        end: b.end,
        first: a.first,
        last: b.last,
        digit: false,
      });
    }
    i = j + 1;
  }
  return runs;
}
