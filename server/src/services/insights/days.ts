const DAY_MS = 24 * 60 * 60 * 1000;

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Every calendar day ('YYYY-MM-DD') from the earliest of `days` to the latest, so a chart
 * shows quiet days as 0; at most the `max` latest.
 */
export function dayRange(days: readonly string[], max: number): string[] {
  if (days.length === 0) return [];
  const sorted = [...days].sort();
  const last = Date.parse(`${sorted.at(-1)}T00:00:00Z`);
  const first = Math.max(Date.parse(`${sorted[0]}T00:00:00Z`), last - (max - 1) * DAY_MS);
  const range: string[] = [];
  for (let at = first; at <= last; at += DAY_MS) range.push(dayOf(at));
  return range;
}
