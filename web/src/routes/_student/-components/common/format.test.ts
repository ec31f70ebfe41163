import { describe, expect, it } from 'vitest';
import {
  capitalise,
  courseDuration,
  dueLabel,
  estimateLabel,
  formatLongDate,
  parseDay,
} from './format.ts';

describe('student formatting', () => {
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
  });

  it('describes a course duration', () => {
    expect(courseDuration('2026-01-12', '2026-05-08')).toBe(
      'Jan 12, 2026 – May 8, 2026 (17 weeks)',
    );
    expect(courseDuration('2026-01-12', '2026-01-14')).toBe('Jan 12, 2026 – Jan 14, 2026 (1 week)');
  });
});
