import { describe, expect, it } from 'vitest';
import {
  capitalise,
  chatTimeLabel,
  courseDuration,
  daysAgo,
  dueLabel,
  estimateLabel,
  formatDate,
  formatDateTime,
  formatDay,
  formatLongDate,
  parseDay,
  sizeInKb,
  timeAgo,
  trendDirection,
  trendLabel,
} from './format.ts';

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

describe('formatDateTime', () => {
  it('writes the date with a short month and the time to the minute', () => {
    expect(formatDateTime(new Date(2026, 10, 21, 21, 5))).toBe('Nov 21, 2026, 9:05 PM');
  });
});

describe('activity and course formatting', () => {
  it('writes the due date in en-US short-month style', () => {
    expect(dueLabel(new Date(2026, 11, 3, 23, 59))).toBe('Due: Dec 3, 2026');
    expect(dueLabel(null)).toBe('No due date');
  });

  it('writes the estimated time in minutes and hours', () => {
    expect(estimateLabel(30)).toBe('30 min');
    expect(estimateLabel(60)).toBe('1 h');
    expect(estimateLabel(95)).toBe('1 h 35 min');
    expect(estimateLabel(null)).toBeNull();
    expect(estimateLabel(0)).toBeNull();
  });

  it('capitalises a status', () => {
    expect(capitalise('pending')).toBe('Pending');
    expect(capitalise('completed')).toBe('Completed');
  });

  it('writes long-month dates', () => {
    expect(formatLongDate(new Date(2026, 0, 5))).toBe('January 5, 2026');
  });

  it('reads calendar days as local dates', () => {
    expect(parseDay('2026-03-01')?.getDate()).toBe(1);
    expect(parseDay('March 1')).toBeNull();
    expect(formatDay('2026-03-01')).toBe('Mar 1, 2026');
    expect(formatDay('soon')).toBe('soon');
  });

  it('describes a course duration', () => {
    expect(courseDuration('2026-01-12', '2026-05-08')).toBe(
      'Jan 12, 2026 – May 8, 2026 (17 weeks)',
    );
    expect(courseDuration('2026-01-12', '2026-01-14')).toBe('Jan 12, 2026 – Jan 14, 2026 (1 week)');
  });
});

describe('durations, trends and sizes', () => {
  it('shows chat time in tenths of a minute below ten, whole minutes below an hour, else hours', () => {
    expect(chatTimeLabel(0.4)).toBe('0.4 min');
    expect(chatTimeLabel(0.04)).toBe('0 min');
    expect(chatTimeLabel(3.54)).toBe('3.5 min');
    expect(chatTimeLabel(9.96)).toBe('10 min');
    expect(chatTimeLabel(24.6)).toBe('25 min');
    expect(chatTimeLabel(59.6)).toBe('1 hr');
    expect(chatTimeLabel(60)).toBe('1 hr');
    expect(chatTimeLabel(90)).toBe('1.5 hrs');
    expect(chatTimeLabel(0)).toBe('0 min');
  });

  it('writes trends with a sign, and a dash when there is nothing to compare', () => {
    expect(trendLabel(12.4)).toBe('+12%');
    expect(trendLabel(-4)).toBe('-4%');
    expect(trendLabel(0)).toBe('0%');
    expect(trendLabel(null)).toBe('—');
    expect(trendDirection(3)).toBe('up');
    expect(trendDirection(-3)).toBe('down');
    expect(trendDirection(0.2)).toBe('flat');
    expect(trendDirection(null)).toBe('flat');
  });

  it('counts whole days since creation', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    expect(daysAgo(new Date('2026-11-21T01:00:00Z'), now)).toBe('Today');
    expect(daysAgo(new Date('2026-11-20T11:00:00Z'), now)).toBe('1 day ago');
    expect(daysAgo(new Date('2026-11-18T13:00:00Z'), now)).toBe('2 days ago');
    expect(daysAgo(new Date('2026-11-22T00:00:00Z'), now)).toBe('Today');
  });

  it('shows file sizes in KB', () => {
    expect(sizeInKb(512)).toBe('0.5 KB');
    expect(sizeInKb(20 * 1024)).toBe('20 KB');
    expect(sizeInKb(2_500_000)).toBe('2,441 KB');
  });
});
