import { splitName } from '@teachchat/shared';
import { describe, expect, it } from 'vitest';
import { filterStudents } from './student-filters.ts';

const students = [
  { firstName: 'Aisha', lastName: 'Patel', email: 'aisha.patel@example.edu' },
  { firstName: 'Mary Ann', lastName: 'de la Cruz', email: 'mdlc@example.edu' },
];

describe('filterStudents', () => {
  it('searches the full name and the email', () => {
    expect(filterStudents(students, 'aisha patel')).toEqual([students[0]]);
    expect(filterStudents(students, ' DE LA ')).toEqual([students[1]]);
    expect(filterStudents(students, 'mdlc@')).toEqual([students[1]]);
    expect(filterStudents(students, '')).toEqual(students);
    expect(filterStudents(students, 'nobody')).toEqual([]);
  });
});

describe('the Edit Student name', () => {
  it('is split at the first space, as the server does', () => {
    expect(splitName('Mary Ann de la Cruz')).toEqual({
      firstName: 'Mary',
      lastName: 'Ann de la Cruz',
    });
    expect(splitName('  Plato ')).toEqual({ firstName: 'Plato', lastName: '' });
  });
});
