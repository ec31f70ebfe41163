import { ROSTER_STATUS_LABELS, type RosterRole, type RosterRowStatus } from '@teachchat/shared';
import type { RosterResult, RosterRow } from '../common/admin-types.ts';
import { plural } from '~/lib/format.ts';

const STATUS_COLORS: Record<RosterRowStatus, string> = {
  add: 'green',
  enroll: 'blue',
  skip: 'gray',
  error: 'red',
};

export const STATUS_LABELS = Object.fromEntries(
  Object.entries(ROSTER_STATUS_LABELS).map(([status, label]) => [
    status,
    { label, color: STATUS_COLORS[status as RosterRowStatus] },
  ]),
) as Record<RosterRowStatus, { label: string; color: string }>;

/** Rows the import leaves out (errors, and rows with nothing to do). */
export const leftOut = (rows: RosterRow[]) => rows.filter((r) => r.problems.length > 0);

const count = (n: number, one: string, many = `${one}s`) => plural(n, one, many);

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
