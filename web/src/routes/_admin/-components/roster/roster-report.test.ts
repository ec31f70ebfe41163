import { describe, expect, it } from 'vitest';
import { rosterSummary } from './roster-report.ts';

describe('rosterSummary', () => {
  const counts = { add: 1, enroll: 2, skip: 0, error: 1200, enrollments: 3 };
  it('says what a preview would do and what an import did', () => {
    expect(rosterSummary({ counts }, 'student', false)).toBe(
      '1 student will be added, 3 enrollments to make, 1,200 rows with errors.',
    );
    expect(rosterSummary({ counts }, 'student', true)).toMatch(
      /^1 student was added, 3 enrollments made/,
    );
    expect(rosterSummary({ counts: { ...counts, add: 2, skip: 1 } }, 'teacher', true)).toBe(
      '2 teachers were added, 1 row with nothing to do, 1,200 rows with errors.',
    );
  });
});
