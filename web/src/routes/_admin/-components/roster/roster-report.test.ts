import { describe, expect, it } from 'vitest';
import type { RosterRow } from '../common/admin-types.ts';
import { rosterReportCsv, rosterSummary } from './roster-report.ts';

const row = (patch: Partial<RosterRow>): RosterRow => ({
  row: 2,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.edu',
  department: '',
  phone: '',
  courseCode: '',
  status: 'add',
  problems: [],
  ...patch,
});

describe('rosterReportCsv', () => {
  it('lists each row left out as it was in the file, with why, safe to open in a spreadsheet', () => {
    const csv = rosterReportCsv([
      row({}),
      row({ row: 3, email: 'nope', status: 'error', problems: ['Enter a valid email address'] }),
      row({ row: 4, firstName: '=cmd()', status: 'skip', problems: ['Already registered.'] }),
    ]);
    expect(csv).toBe(
      'Row,First Name,Last Name,Email,Department,Phone,Course Code,Status,Problem\r\n' +
        '3,Ada,Lovelace,nope,,,,Error,Enter a valid email address\r\n' +
        "4,'=cmd(),Lovelace,ada@example.edu,,,,Skipped,Already registered.\r\n",
    );
  });
});

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
