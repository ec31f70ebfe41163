import { describe, expect, it } from 'vitest';
import { text, translator } from '../../../texts/index.ts';
import type { RosterRowResult } from './plan.ts';
import { rosterReport } from './report.ts';

const row = (patch: Partial<RosterRowResult>): RosterRowResult => ({
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

describe('rosterReport', () => {
  it('lists each row left out as it was in the file, with why, safe to open in a spreadsheet', () => {
    const report = rosterReport(
      [
        row({}),
        row({ row: 3, email: 'nope', status: 'error', problems: ['Enter a valid email address'] }),
        row({
          row: 4,
          firstName: '=cmd()',
          status: 'skip',
          problems: [text('roster.problem.registered')],
        }),
      ],
      'student',
      'UTC',
      translator('en'),
    );
    expect(report?.fileName).toMatch(/^roster-students-errors-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(report?.rowCount).toBe(2);
    expect(report?.csv).toBe(
      'Row,First Name,Last Name,Email,Department,Phone,Course Code,Status,Problem\r\n' +
        '3,Ada,Lovelace,nope,,,,Error,Enter a valid email address\r\n' +
        "4,'=cmd(),Lovelace,ada@example.edu,,,,Skipped,Already registered.\r\n",
    );
  });

  it("is written in its reader's language", () => {
    const report = rosterReport(
      [row({ status: 'skip', problems: [text('roster.problem.enrolled', { code: 'CS101' })] })],
      'student',
      'UTC',
      translator('fr'),
    );
    expect(report?.csv).toBe(
      'Ligne,Prénom,Nom,E-mail,Département,Téléphone,Code du cours,Statut,Problème\r\n' +
        '2,Ada,Lovelace,ada@example.edu,,,,Ignoré,Déjà inscrit à CS101.\r\n',
    );
  });

  it('is empty when every row goes in', () => {
    expect(rosterReport([row({})], 'teacher', 'UTC', translator('en'))).toBeNull();
  });
});
