/** Lower-cased, trimmed search text; empty means "no search". */
export function normalise(search: string | undefined): string {
  return (search ?? '').trim().toLocaleLowerCase();
}

/** True when any of the texts contains the (normalised) query. */
export function matchesAny(query: string, ...texts: (string | null | undefined)[]): boolean {
  if (!query) return true;
  return texts.some((text) => text?.toLocaleLowerCase().includes(query));
}
