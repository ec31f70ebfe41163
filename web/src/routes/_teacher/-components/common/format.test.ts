import { describe, expect, it } from 'vitest';
import { chatTimeLabel, daysAgo, sizeInKb, trendDirection, trendLabel } from './format.ts';

describe('teacher formatting', () => {
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
