import { describe, expect, it } from 'vitest';
import { enrolledMessage, toggled } from './bulk-selection.ts';

const ada = { id: 'a', name: 'Ada Lovelace', email: 'ada@example.edu' };
const alan = { id: 'b', name: 'Alan Turing', email: 'alan@example.edu' };

describe('toggled', () => {
  it('ticks and unticks students, keeping those ticked in an earlier search', () => {
    const one = toggled(new Map(), [ada], true);
    const both = toggled(one, [alan], true);
    expect([...both.keys()]).toEqual(['a', 'b']);
    expect([...toggled(both, [ada], false).keys()]).toEqual(['b']);
    expect(one.size).toBe(1);
  });
});

describe('enrolledMessage', () => {
  it('says how many were enrolled and how many already were', () => {
    expect(enrolledMessage({ courseTitle: 'Algebra', enrolled: 1, alreadyEnrolled: 0 })).toBe(
      '1 student has been enrolled in Algebra.',
    );
    expect(enrolledMessage({ courseTitle: 'Algebra', enrolled: 3, alreadyEnrolled: 2 })).toBe(
      '3 students have been enrolled in Algebra. 2 students were already enrolled.',
    );
  });
});
