import {
  type CsvColumn,
  type CsvFile,
  csvFileName,
  type RosterRole,
  toCsv,
} from '@teachchat/shared';
import type { Translate } from '../../../texts/index.ts';
import { problemsIn, type RosterRowResult } from './plan.ts';

/** The report's columns, headed in its reader's language. */
const columns = (t: Translate): CsvColumn<RosterRowResult>[] => [
  { header: t('roster.header.row'), value: (r) => r.row },
  { header: t('csv.firstName'), value: (r) => r.firstName },
  { header: t('csv.lastName'), value: (r) => r.lastName },
  { header: t('csv.email'), value: (r) => r.email },
  { header: t('csv.department'), value: (r) => r.department },
  { header: t('csv.phone'), value: (r) => r.phone },
  { header: t('csv.courseCode'), value: (r) => r.courseCode },
  { header: t('csv.status'), value: (r) => t(`roster.status.${r.status}`) },
  { header: t('roster.header.problem'), value: (r) => problemsIn(r, t).join(' ') },
];

/**
 * The error report: each row left out (errors, nothing to do) as it was in the file, with
 * why, in the language of the admin who downloads it.
 */
export function rosterReport(
  rows: readonly RosterRowResult[],
  role: RosterRole,
  timeZone: string,
  t: Translate,
): CsvFile | null {
  const leftOut = rows.filter((r) => r.problems.length > 0);
  if (leftOut.length === 0) return null;
  return {
    fileName: csvFileName(`roster-${role}s-errors`, timeZone),
    csv: toCsv(columns(t), leftOut),
    rowCount: leftOut.length,
  };
}
