/**
 * A search box's text as an ILIKE pattern that finds it anywhere. Its own `%` and `_` (and
 * `\`, PostgreSQL's escape character) match only themselves: a search for "100%" must not
 * find every row that merely contains "100". Null for an empty box (no filter).
 */
export function containsPattern(search: string | undefined): string | null {
  if (!search) return null;
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
