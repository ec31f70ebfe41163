import type { RosterRole, RosterRowStatus } from '@teachchat/shared';
import { toCsv } from '../../../../components/teacher/csv/csv.ts';
import type { RosterResult, RosterRow } from '../common/admin-types.ts';

export const STATUS_LABELS: Record<RosterRowStatus, { label: string; color: string }> = {
  add: { label: 'New', color: 'green' },
  enroll: { label: 'Enroll', color: 'blue' },
  skip: { label: 'Skipped', color: 'gray' },
  error: { label: 'Error', color: 'red' },
};

/** Rows the import leaves out (errors, and rows with nothing to do), for the report. */
export const leftOut = (rows: RosterRow[]) => rows.filter((r) => r.problems.length > 0);

const REPORT_COLUMNS = [
  { header: 'Row', value: (r: RosterRow) => r.row },
  { header: 'First Name', value: (r: RosterRow) => r.firstName },
  { header: 'Last Name', value: (r: RosterRow) => r.lastName },
  { header: 'Email', value: (r: RosterRow) => r.email },
  { header: 'Department', value: (r: RosterRow) => r.department },
  { header: 'Phone', value: (r: RosterRow) => r.phone },
  { header: 'Course Code', value: (r: RosterRow) => r.courseCode },
  { header: 'Status', value: (r: RosterRow) => STATUS_LABELS[r.status].label },
  { header: 'Problem', value: (r: RosterRow) => r.problems.join(' ') },
] as const;

/** The error report: each row left out, as it was in the file, with why. */
export function rosterReportCsv(rows: RosterRow[]): string {
  return toCsv(REPORT_COLUMNS, leftOut(rows));
}

const count = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** What an import did (or a preview would do), in a sentence. */
export function rosterSummary(
  { counts }: Pick<RosterResult, 'counts'>,
  role: RosterRole,
  done: boolean,
): string {
  const people = count(counts.add, role);
  const parts = [`${people} ${done ? (counts.add === 1 ? 'was' : 'were') : 'will be'} added`];
  if (role === 'student') {
    parts.push(`${count(counts.enrollments, 'enrollment')} ${done ? 'made' : 'to make'}`);
  }
  if (counts.skip > 0) parts.push(`${count(counts.skip, 'row')} with nothing to do`);
  if (counts.error > 0) parts.push(`${count(counts.error, 'row')} with errors`);
  return `${parts.join(', ')}.`;
}
