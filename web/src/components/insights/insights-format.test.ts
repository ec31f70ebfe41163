import { describe, expect, it } from 'vitest';
import { axisLabel, dayLabel, hourLabel, pageRanges } from './insights-format.ts';

describe('insights labels', () => {
  it('reads the server’s days as calendar days, whatever the browser’s zone', () => {
    expect(dayLabel('2026-03-02')).toBe('Mar 2, 2026');
    expect(hourLabel(9)).toBe('09:00');
    expect(hourLabel(23)).toBe('23:00');
  });

  it('reads unused pages as ranges', () => {
    expect(pageRanges([5, 1, 2, 3, 8, 9, 3])).toBe('1–3, 5, 8–9');
    expect(pageRanges([4])).toBe('4');
    expect(pageRanges([])).toBe('');
  });

  it('shortens a long axis label in the middle, keeping its start and end', () => {
    expect(axisLabel('binary search')).toBe('binary search');
    const short = axisLabel('week3-searching-and-sorting.pdf');
    expect(short).toHaveLength(16);
    expect(short).toBe('week3-sear…g.pdf');
  });
});
