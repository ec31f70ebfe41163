/**
 * Edit distance with adjacent transpositions (optimal string alignment): "entrpy" is one
 * edit from "entropy", "waht" one from "what".
 */
export function editDistance(a: string, b: string, max: number): number {
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
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, (rows[i - 2]?.[j - 2] ?? 0) + 1);
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
 * The closest known spellings of a misspelt word: fewest edits, then in the order given
 * (most similar by trigrams first), then most common.
 */
export function closestTerms<T extends { lexeme: string; df: number }>(
  stem: string,
  neighbours: T[],
): T[] {
  const max = allowedEdits(stem);
  if (max === 0) return [];
  const scored = neighbours
    .map((n, order) => ({ n, order, d: editDistance(stem, n.lexeme, max) }))
    .filter((x) => x.d <= max);
  const best = Math.min(...scored.map((x) => x.d));
  return scored
    .filter((x) => x.d === best)
    .sort((x, y) => x.order - y.order)
    .map((x) => x.n);
}
