import { SUBMISSIONS_PAGE_SIZE } from '@teachchat/shared';
import { describe, expect, it } from 'vitest';
import {
  hasFilters,
  pageCount,
  submissionsQueryInput,
  submissionsSearch,
} from './submissions-search.ts';

const courseId = '0196f7a2-3c1e-7d2a-9b4f-0a1b2c3d4e5f';

describe('submissions search params', () => {
  it('keeps valid filters and drops malformed ones', () => {
    expect(
      submissionsSearch({
        course: courseId,
        teacher: 'nope',
        sort: 'sideways',
        page: '3',
      }),
    ).toEqual({ course: courseId, teacher: undefined, sort: undefined, page: 3 });
  });

  it('asks for the newest first, page 1, by default', () => {
    expect(submissionsQueryInput({})).toEqual({
      sort: 'desc',
      page: 1,
      pageSize: SUBMISSIONS_PAGE_SIZE,
    });
  });

  it('passes the search text trimmed and the chosen filters', () => {
    expect(
      submissionsQueryInput({ q: '  loops ', course: courseId, sort: 'asc', page: 2 }),
    ).toEqual({ search: 'loops', courseId, sort: 'asc', page: 2, pageSize: SUBMISSIONS_PAGE_SIZE });
    expect(submissionsQueryInput({ q: '   ' })).not.toHaveProperty('search');
  });

  it('knows when the list is filtered', () => {
    expect(hasFilters({})).toBe(false);
    expect(hasFilters({ q: '  ', sort: 'asc', page: 2 })).toBe(false);
    expect(hasFilters({ student: courseId })).toBe(true);
    expect(hasFilters({ q: 'x' })).toBe(true);
  });

  it('counts pages', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });
});
