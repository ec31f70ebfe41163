import { describe, expect, it } from 'vitest';
import { dayLabel, startsNewDay } from './day-label.ts';

const now = new Date(2026, 2, 10, 12, 0);

describe('day dividers', () => {
  it('names today, yesterday and older days', () => {
    expect(dayLabel(new Date(2026, 2, 10, 8, 0), now)).toBe('Today');
    expect(dayLabel(new Date(2026, 2, 9, 23, 0), now)).toBe('Yesterday');
    expect(dayLabel(new Date(2026, 2, 1, 9, 0), now)).toBe('Sunday, Mar 1, 2026');
  });

  it('starts a new day only when the calendar day changes', () => {
    expect(startsNewDay(undefined, now)).toBe(true);
    expect(startsNewDay(new Date(2026, 2, 10, 1, 0), now)).toBe(false);
    expect(startsNewDay(new Date(2026, 2, 9, 23, 59), now)).toBe(true);
  });
});
