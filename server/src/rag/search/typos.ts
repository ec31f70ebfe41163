// Letters that spell alike, which a writer going by sound puts one for the other: vowels
// ("siderial", "remplacemant"), and c, k, q, s and z ("parsek", "analyse").
const SOUND_ALIKE = ['aeiouy', 'ckq', 'cs', 'sz'];
const soundAlike = (x: string | undefined, y: string | undefined) =>
  x !== undefined && y !== undefined && SOUND_ALIKE.some((g) => g.includes(x) && g.includes(y));

/**
 * Edit distance with adjacent transpositions (optimal string alignment): "entrpy" is one
 * edit from "entropy", "waht" one from "what". The commonest slips may cost less than an
 * edit: `doubled`, a letter typed once where the word doubles it, or twice where it has it
 * once ("precesion" is closer to "precession" than to "precision" at 0.5); `alike`, a
 * letter put for one that sounds alike ("parsek" is closer to "parsec" than to "parser");
 * `swapped`, two letters typed the wrong way round ("fiel" is as close to "file" as to
 * "feel").
 */
export function editDistance(
  a: string,
  b: string,
  max: number,
  doubled = 1,
  alike = 1,
  swapped = 1,
): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows = [...Array(a.length + 1)].map((_, i) => {
    const row = new Array<number>(b.length + 1).fill(0);
    row[0] = i;
    return row;
  });
  const first = rows[0] ?? [];
  for (let j = 0; j <= b.length; j++) first[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const row = rows[i] ?? [];
    const prev = rows[i - 1] ?? [];
    let best = Infinity;
    for (let j = 1; j <= b.length; j++) {
      // Letters that sound alike are looked for only where they cost less than an edit (the
      // ranking of spellings), not in the search for candidate stems.
      const cost =
        a[i - 1] === b[j - 1] ? 0 : alike < 1 && soundAlike(a[i - 1], b[j - 1]) ? alike : 1;
      const extra = i > 1 && a[i - 1] === a[i - 2] ? doubled : 1;
      const missing = j > 1 && b[j - 1] === b[j - 2] ? doubled : 1;
      let d = Math.min(
        (prev[j] ?? 0) + extra,
        (row[j - 1] ?? 0) + missing,
        (prev[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, (rows[i - 2]?.[j - 2] ?? 0) + swapped);
      row[j] = d;
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
  }
  return rows[a.length]?.[b.length] ?? max + 1;
}

/** How many edits a misspelling of a word this long may have: one or two letters wrong. */
export function allowedEdits(word: string): number {
  return word.length >= 6 ? 2 : word.length >= 3 ? 1 : 0;
}

/**
 * Edits from a typed word to a stem of the material. Stemming treats a misspelt ending
 * differently ("thermodinamycs" → "thermodinamyc", "thermodynamics" → "thermodynam"), so
 * a long word's beginning as long as the stem (give or take a letter, at most three
 * letters short of the word) is compared too, at one edit more: a stem matched whole wins.
 */
function editsToStem(word: string, stem: string, typedStem: string, max: number): number {
  let best = editDistance(typedStem, stem, max);
  const shortest = Math.max(6, word.length - 3, stem.length - 1);
  for (let k = shortest; k <= stem.length + 1 && k < word.length; k++) {
    best = Math.min(best, 1 + editDistance(word.slice(0, k), stem, max));
  }
  return best;
}

/**
 * The closest known spellings of a misspelt word: fewest edits, then in the order given
 * (most similar by trigrams first).
 */
export function closestTerms<T extends { lexeme: string; df: number }>(
  word: string,
  stem: string,
  neighbours: T[],
): T[] {
  const max = allowedEdits(word);
  if (max === 0) return [];
  const scored = neighbours
    .map((n, order) => ({ n, order, d: editsToStem(word, n.lexeme, stem, max) }))
    .filter((x) => x.d <= max);
  const best = Math.min(...scored.map((x) => x.d));
  return scored
    .filter((x) => x.d === best)
    .sort((x, y) => x.order - y.order)
    .map((x) => x.n);
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * Every spelling one edit from a word (a letter missing, added, changed, or two swapped),
 * accents folded: to be checked against a word list, for the words a misspelling may be of
 * ("desago" → "deshago").
 */
export function oneEditFrom(word: string): string[] {
  const w = word.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
  const out = new Set<string>();
  for (let i = 0; i <= w.length; i++) {
    const [head, tail] = [w.slice(0, i), w.slice(i)];
    if (tail) out.add(head + tail.slice(1));
    if (tail.length > 1) out.add(head + tail.charAt(1) + tail.charAt(0) + tail.slice(2));
    for (const c of LETTERS) {
      out.add(head + c + tail);
      if (tail) out.add(head + c + tail.slice(1));
    }
  }
  out.delete(w);
  return [...out];
}
