import { isUuid } from './uuid.ts';

// A route's URL search, parsed by plain functions rather than zod: `validateSearch` stays in
// the main bundle that every page downloads first, where zod was the largest library after
// React DOM (about 24 KB gzip; docs/benchmarks.md, "The landing page's first download").
// A malformed value is dropped rather than failing the page.

/** One search value as the router decoded it: the value, or undefined when malformed. */
export type SearchField<T> = (value: unknown) => T | undefined;

/**
 * A route's `validateSearch`: each key through its field; keys left undefined are omitted.
 * Loaders that read the search without `loaderDeps` call it on `location.search`.
 */
export function searchParams<Fields extends Record<string, SearchField<unknown>>>(
  fields: Fields,
): (search: Record<string, unknown>) => {
  [K in keyof Fields]?: Fields[K] extends SearchField<infer T> ? T : never;
} {
  return (search) =>
    Object.fromEntries(
      Object.entries(fields)
        .map(([key, field]) => [key, field(search[key])] as const)
        .filter(([, value]) => value !== undefined),
    ) as never;
}

// The router parses search values as JSON first, so `?courseId=42` arrives as the number 42;
// accept both and keep a string.
export const searchString: SearchField<string> = (value) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;

export const searchUuid: SearchField<string> = (value) => {
  const text = searchString(value);
  return text !== undefined && isUuid(text) ? text : undefined;
};

/** One of `values`, as listed. */
export function searchEnum<const Values extends readonly string[]>(
  values: Values,
): SearchField<Values[number]> {
  return (value) =>
    values.includes(value as Values[number]) ? (value as Values[number]) : undefined;
}

/** A page number: a whole number from 1 to 100,000, `?page=3` or `?page="3"` alike. */
export const searchPage: SearchField<number> = (value) => {
  const page = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof page === 'number' && Number.isInteger(page) && page >= 1 && page <= 100_000
    ? page
    : undefined;
};
