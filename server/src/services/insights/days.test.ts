import { expect, it } from 'vitest';
import { dayRange } from './days.ts';

it('fills the quiet days between the first and the last, across a month end', () => {
  expect(dayRange(['2026-03-02', '2026-02-27', '2026-02-27'], 366)).toEqual([
    '2026-02-27',
    '2026-02-28',
    '2026-03-01',
    '2026-03-02',
  ]);
  expect(dayRange([], 366)).toEqual([]);
});

it('keeps only the latest days when the activity ran longer than the chart shows', () => {
  expect(dayRange(['2025-01-01', '2026-11-20'], 3)).toEqual([
    '2026-11-18',
    '2026-11-19',
    '2026-11-20',
  ]);
});
