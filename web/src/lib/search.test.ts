import { describe, expect, it } from 'vitest';
import { searchEnum, searchPage, searchParams, searchString, searchUuid } from './search.ts';
import { isUuid } from './uuid.ts';

const id = '0196f7a2-3c1e-7d2a-9b4f-0a1b2c3d4e5f';

describe('route search params', () => {
  const parse = searchParams({
    q: searchString,
    course: searchUuid,
    sort: searchEnum(['asc', 'desc']),
    page: searchPage,
  });

  it('keeps what is well formed and drops the rest, never failing the page', () => {
    expect(parse({ q: 'loops', course: id, sort: 'asc', page: 2, other: 'x' })).toEqual({
      q: 'loops',
      course: id,
      sort: 'asc',
      page: 2,
    });
    expect(parse({ q: { a: 1 }, course: 'nope', sort: 'sideways', page: 0 })).toEqual({});
    expect(parse({})).toEqual({});
  });

  it('reads a number the router decoded from the address as the text it was', () => {
    expect(parse({ q: 42 })).toEqual({ q: '42' });
  });

  it('takes a page number as a number or as text, whole and from 1 to 100,000', () => {
    expect(parse({ page: '3' }).page).toBe(3);
    for (const page of [0, -1, 2.5, 100_001, '', 'two', true]) {
      expect(parse({ page }).page).toBeUndefined();
    }
  });
});

describe('isUuid', () => {
  it('accepts the ids the server makes, in either case, and nothing else', () => {
    expect(isUuid(id)).toBe(true);
    expect(isUuid(id.toUpperCase())).toBe(true);
    expect(isUuid('00000000-0000-0000-0000-000000000000')).toBe(true);
    expect(isUuid(`${id}x`)).toBe(false);
    expect(isUuid('0196f7a2-3c1e-9d2a-9b4f-0a1b2c3d4e5f')).toBe(false);
    expect(isUuid('not-an-id')).toBe(false);
  });
});
