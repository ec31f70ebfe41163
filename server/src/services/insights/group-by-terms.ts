/** A word of a question: its stem (what groups) and how rare it is in the material. */
export interface TermHit {
  item: string;
  term: string;
  /** Passages of the material holding the term: 0 when the material lacks it. */
  df: number;
}

export interface TermGroup {
  term: string;
  items: string[];
}

/**
 * Groups items (questions) by the words they share, a rule a teacher can check by reading
 * the group: repeatedly take the word held by the most items not grouped yet (ties: the
 * rarer in the material, then alphabetical), and make those items its group. Stops at
 * `maxGroups`, or when no word is shared by `minSize` ungrouped items; each item lands in
 * at most one group, in the order of `items`, and ungrouped items are returned apart.
 */
export function groupByTerms(
  items: readonly string[],
  hits: readonly TermHit[],
  opts: { maxGroups: number; minSize: number },
): { groups: TermGroup[]; ungrouped: string[] } {
  const termsOf = new Map<string, Set<string>>();
  const rarity = new Map<string, number>();
  for (const hit of hits) {
    let terms = termsOf.get(hit.item);
    if (!terms) termsOf.set(hit.item, (terms = new Set()));
    terms.add(hit.term);
    rarity.set(hit.term, hit.df);
  }
  const open = new Set(items);
  const groups: TermGroup[] = [];
  while (groups.length < opts.maxGroups) {
    const counts = new Map<string, number>();
    for (const item of open)
      for (const term of termsOf.get(item) ?? []) counts.set(term, (counts.get(term) ?? 0) + 1);
    const best = [...counts].sort(
      ([a, na], [b, nb]) =>
        nb - na || (rarity.get(a) ?? 0) - (rarity.get(b) ?? 0) || a.localeCompare(b),
    )[0];
    if (!best || best[1] < opts.minSize) break;
    const [term] = best;
    const members = items.filter((item) => open.has(item) && termsOf.get(item)?.has(term));
    for (const item of members) open.delete(item);
    groups.push({ term, items: members });
  }
  return { groups, ungrouped: items.filter((item) => open.has(item)) };
}
