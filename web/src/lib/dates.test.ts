import { describe, expect, it } from 'vitest';
import { formatDate, timeAgo } from './dates.ts';

const now = new Date('2026-11-21T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('timeAgo', () => {
  it('says just now for the last few seconds', () => {
    expect(timeAgo(ago(10), now)).toBe('just now');
  });

  it('uses the largest whole unit', () => {
    expect(timeAgo(ago(5 * 60), now)).toBe('5 minutes ago');
    expect(timeAgo(ago(3 * 3600), now)).toBe('3 hours ago');
    expect(timeAgo(ago(24 * 3600), now)).toBe('yesterday');
    expect(timeAgo(ago(14 * 24 * 3600), now)).toBe('2 weeks ago');
  });
});

describe('formatDate', () => {
  it('uses a short month', () => {
    expect(formatDate(new Date('2026-03-05T12:00:00Z'))).toBe('Mar 5, 2026');
  });
});
