import { plural } from '../../lib/format.ts';

export interface ImpactPart {
  count: number;
  one: string;
  many: string;
}

/** "12 enrollments, 3 activities and 40 conversations"; only the parts that are not zero. */
export function describeImpact(parts: ImpactPart[]): string | null {
  const words = parts
    .filter((part) => part.count > 0)
    .map((part) => plural(part.count, part.one, part.many));
  if (words.length === 0) return null;
  if (words.length === 1) return words[0] ?? null;
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** The confirmation sentence: what is deleted, what goes with it, and that it is final. */
export function deleteConfirmation(thing: string, parts: ImpactPart[]): string {
  const impact = describeImpact(parts);
  return impact
    ? `Delete ${thing}? This also deletes ${impact}. This cannot be undone.`
    : `Delete ${thing}? This cannot be undone.`;
}
