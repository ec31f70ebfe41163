import { describe, expect, it } from 'vitest';
import { findDepartment, rosterInput, rosterRowSchema } from './roster.ts';

describe('rosterRowSchema', () => {
  it('reads a department by code or name, blanks as nothing, and upper-cases the course code', () => {
    expect(
      rosterRowSchema.parse({
        firstName: ' Ada ',
        lastName: 'Lovelace',
        email: 'Ada@Example.EDU',
        departmentCode: 'computer science',
        phone: ' ',
        courseCode: 'cs101',
      }),
    ).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.edu',
      departmentCode: 'cs',
      phone: null,
      courseCode: 'CS101',
    });
    expect(findDepartment('MATH')).toBe('math');
  });

  it('names every problem of a row', () => {
    const result = rosterRowSchema.safeParse({
      firstName: '',
      lastName: 'X',
      email: 'not-an-email',
      departmentCode: 'Astrology',
      phone: '',
      courseCode: 'CS 101',
    });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'First Name is required',
      'Enter a valid email address',
      'Unknown department "Astrology"',
      'Course Code may use letters, digits, - and _ only',
    ]);
  });
});

describe('rosterInput', () => {
  it('refuses an empty roster and one past the size limit', () => {
    expect(rosterInput.safeParse({ role: 'student', csv: ' \n' }).error?.issues[0]?.message).toBe(
      'Paste the roster or choose a CSV file.',
    );
    expect(
      rosterInput.safeParse({ role: 'student', csv: 'x'.repeat(600_001) }).error?.issues[0]
        ?.message,
    ).toMatch(/^The roster is too long/);
  });
});
