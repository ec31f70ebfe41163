import { describe, expect, it } from 'vitest';
import { feedbackStatus, scoreLabel } from './feedback-format.ts';

describe('feedback format', () => {
  it('writes a score out of 100, and nothing without one', () => {
    expect(scoreLabel(85)).toBe('85/100');
    expect(scoreLabel(0)).toBe('0/100');
    expect(scoreLabel(null)).toBeNull();
  });

  it('names where feedback stands', () => {
    expect(feedbackStatus(null)).toBe('None');
    expect(feedbackStatus({ score: 70, releasedAt: null })).toBe('Draft');
    expect(feedbackStatus({ score: null, releasedAt: new Date() })).toBe('Released');
  });
});
