import { describe, expect, it } from 'vitest';
import { deleteConfirmation, describeImpact } from './describe-impact.ts';

const parts = (enrollments: number, activities: number, conversations: number) => [
  { count: enrollments, one: 'enrollment', many: 'enrollments' },
  { count: activities, one: 'activity', many: 'activities' },
  { count: conversations, one: 'conversation', many: 'conversations' },
];

describe('describeImpact', () => {
  it('lists every non-zero part, singular or plural, joined with commas and "and"', () => {
    expect(describeImpact(parts(12, 3, 40))).toBe(
      '12 enrollments, 3 activities and 40 conversations',
    );
    expect(describeImpact(parts(1, 0, 1))).toBe('1 enrollment and 1 conversation');
    expect(describeImpact(parts(0, 1, 0))).toBe('1 activity');
  });

  it('says nothing when nothing goes with it', () => {
    expect(describeImpact(parts(0, 0, 0))).toBeNull();
  });
});

describe('deleteConfirmation', () => {
  it('names the thing and what goes with it', () => {
    expect(deleteConfirmation('CS101 (Intro)', parts(2, 0, 0))).toBe(
      'Delete CS101 (Intro)? This also deletes 2 enrollments. This cannot be undone.',
    );
    expect(deleteConfirmation('Ada Lovelace', parts(0, 0, 0))).toBe(
      'Delete Ada Lovelace? This cannot be undone.',
    );
  });
});
