import { i18n } from '@lingui/core';
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

  it("says it in the reader's language", () => {
    i18n.activate('es');
    expect(enrolledMessage({ courseTitle: 'Álgebra', enrolled: 1, alreadyEnrolled: 3 })).toBe(
      'Se ha inscrito a 1 estudiante en Álgebra. 3 estudiantes ya estaban inscritos.',
    );
    i18n.activate('de');
    expect(enrolledMessage({ courseTitle: 'Algebra', enrolled: 2, alreadyEnrolled: 0 })).toBe(
      '2 Lernende wurden in Algebra eingeschrieben.',
    );
  });
});
