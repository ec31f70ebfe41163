/**
 * Whether a text gives away one of an activity's protected answers, in any of the forms a
 * reader would take for it: other case or spacing, spelt letter by letter, digits written
 * as words, or the same value written another way (0.4, 40%, 2/5).
 */

const UNITS =
  'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'.split(
    ' ',
  );
const TENS = 'twenty thirty forty fifty sixty seventy eighty ninety'.split(' ');
const SCALES: Record<string, number> = { hundred: 100, thousand: 1000, million: 1_000_000 };

function wordValue(word: string): number | undefined {
  const unit = UNITS.indexOf(word);
  if (unit >= 0) return unit;
  const ten = TENS.indexOf(word);
  return ten >= 0 ? (ten + 2) * 10 : undefined;
}

/**
 * Lower case, accents and separators gone, number words as digits. `join`: runs of single
 * letters or single digits become one word ("m i t o s i s", "4 - 2", "f.o.r.t.y"), as a
 * reply spelling an answer out to slip past the check writes it.
 */
function tokens(text: string, join: boolean): string[] {
  const raw =
    text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      // 1,000 and 1 000 are one number; 0,5 is the decimal 0.5.
      .replace(/(\d)[,\s](?=\d{3}\b)/g, '$1')
      .replace(/(\d),(?=\d)/g, '$1.')
      .match(/\d+(?:\.\d+)?|\.\d+|[\p{L}\p{N}]+|[%/]/gu) ?? [];
  const out: string[] = [];
  let run = '';
  const kind = (t: string) =>
    t.length !== 1 ? '' : /\d/.test(t) ? 'digit' : /\p{L}/u.test(t) ? 'letter' : '';
  for (const t of raw) {
    if (join && kind(t) && kind(t) === kind(run.slice(-1) || t)) run += t;
    else {
      if (run) out.push(run);
      run = join && kind(t) ? t : '';
      if (!run) out.push(t);
    }
  }
  if (run) out.push(run);
  return wordsToNumbers(out.flatMap(splitTens));
}

// "fortytwo", as a spelt-out or joined reply writes it.
function splitTens(token: string): string[] {
  return token.split(/(?<=ty)(?=one|two|three|four|five|six|seven|eight|nine)/).filter(Boolean);
}

const digitWord = (word: string | undefined) => {
  const value = wordValue(word ?? '');
  return value !== undefined && value < 10 ? value : undefined;
};

/**
 * Reads one number in words from `start`: "forty two", "three hundred and five". A word
 * that cannot go on the number ("two three", "two and three") ends it.
 */
function readNumber(input: string[], start: number): { value: number; end: number } {
  let total = 0;
  let current = 0;
  let last: 'unit' | 'ten' | 'scale' | null = null;
  let i = start;
  for (; i < input.length; i++) {
    const word = input[i] ?? '';
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
    } else if (scale && last !== 'scale') {
      current = Math.max(current, 1) * scale;
      if (scale >= 1000) {
        total += current;
        current = 0;
      }
      last = 'scale';
    } else if (!(word === 'and' && last === 'scale' && wordValue(input[i + 1] ?? '') !== undefined))
      break;
  }
  return { value: total + current, end: i };
}

/** "forty two" → "42", "three hundred" → "300", "zero point four" → "0.4", "percent" → "%". */
function wordsToNumbers(input: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < input.length;) {
    const first = input[i] ?? '';
    if (first === 'percent' || (first === 'per' && input[i + 1] === 'cent')) {
      out.push('%');
      i += first === 'per' ? 2 : 1;
      continue;
    }
    if (wordValue(first) === undefined) {
      out.push(first);
      i++;
      continue;
    }
    const { value, end } = readNumber(input, i);
    let number = String(value);
    i = end;
    if (input[i] === 'point' && digitWord(input[i + 1]) !== undefined) {
      number += '.';
      for (i++; digitWord(input[i]) !== undefined; i++) number += String(digitWord(input[i]));
    }
    out.push(number);
  }
  return out;
}

// "two fifths", "3 quarters": a fraction in words.
const DENOMINATORS: Record<string, number> = {
  half: 2,
  halves: 2,
  third: 3,
  thirds: 3,
  quarter: 4,
  quarters: 4,
  fourth: 4,
  fourths: 4,
  fifth: 5,
  fifths: 5,
  sixth: 6,
  sixths: 6,
  seventh: 7,
  sevenths: 7,
  eighth: 8,
  eighths: 8,
  ninth: 9,
  ninths: 9,
  tenth: 10,
  tenths: 10,
};

/** The values a run of tokens stands for: 40% is 40 and 0.4, 2/5 is 0.4. */
function valuesAt(t: string[], i: number): { values: number[]; length: number } | undefined {
  const n = Number(t[i]);
  if (!/^\d|^\.\d/.test(t[i] ?? '') || !Number.isFinite(n)) return undefined;
  if (t[i + 1] === '/' && /^\d/.test(t[i + 2] ?? '')) {
    const d = Number(t[i + 2]);
    return d ? { values: [n / d], length: 3 } : undefined;
  }
  const denominator = DENOMINATORS[t[i + 1] ?? ''];
  if (denominator) return { values: [n / denominator], length: 2 };
  if (t[i + 1] === '%') return { values: [n, n / 100], length: 2 };
  return { values: [n], length: 1 };
}

const same = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a));

// A word answer this long is also looked for with every space and mark removed
// ("mito chondria"); a shorter one would turn up inside ordinary words.
const COMPACT_MIN = 6;
const compact = (text: string) => tokens(text, false).join('');

interface ParsedKey {
  key: string;
  compact: string | null;
  words: string[];
  values: number[] | null;
}

function matchesAt(key: ParsedKey, t: string[], i: number): boolean {
  if (!key.values) return key.words.every((w, j) => t[i + j] === w);
  const found = valuesAt(t, i);
  return !!found?.values.some((v) => key.values?.some((k) => same(k, v)));
}

export interface AnswerKeyMatcher {
  /** The protected answer the text gives away, if it does. */
  revealed(text: string): string | undefined;
}

/** A matcher for an activity's answer keys; blank keys are ignored. */
export function answerKeyMatcher(keys: readonly string[]): AnswerKeyMatcher {
  const parsed: ParsedKey[] = keys
    .map((key) => {
      const t = tokens(key.replace(/^-/, ''), false);
      const number = valuesAt(t, 0);
      const values = number && number.length === t.length ? number.values : null;
      const joined = t.join('');
      return {
        key,
        words: t,
        values,
        compact: !values && joined.length >= COMPACT_MIN ? joined : null,
      };
    })
    .filter((k) => k.words.length > 0);
  return {
    revealed(text) {
      const readings = [tokens(text, false), tokens(text, true)];
      const whole = compact(text);
      return parsed.find(
        (key) =>
          (key.compact && whole.includes(key.compact)) ||
          readings.some((t) => t.some((_, i) => matchesAt(key, t, i))),
      )?.key;
    },
  };
}
