import {
  type CsvColumn,
  type CsvFile,
  csvFileName,
  ROSTER_STATUS_LABELS,
  type RosterRole,
  toCsv,
} from '@teachchat/shared';
import type { RosterRowResult } from './plan.ts';

const COLUMNS: CsvColumn<RosterRowResult>[] = [
  { header: 'Row', value: (r) => r.row },
  { header: 'First Name', value: (r) => r.firstName },
  { header: 'Last Name', value: (r) => r.lastName },
  { header: 'Email', value: (r) => r.email },
  { header: 'Department', value: (r) => r.department },
  { header: 'Phone', value: (r) => r.phone },
  { header: 'Course Code', value: (r) => r.courseCode },
  { header: 'Status', value: (r) => ROSTER_STATUS_LABELS[r.status] },
  { header: 'Problem', value: (r) => r.problems.join(' ') },
];

/** The error report: each row left out (errors, nothing to do) as it was in the file, with why. */
export function rosterReport(
  rows: readonly RosterRowResult[],
  role: RosterRole,
  timeZone: string,
): CsvFile | null {
  const leftOut = rows.filter((r) => r.problems.length > 0);
  if (leftOut.length === 0) return null;
  return {
    fileName: csvFileName(`roster-${role}s-errors`, timeZone),
    csv: toCsv(COLUMNS, leftOut),
    rowCount: leftOut.length,
  };
}
