import type { RosterRole, RosterRowStatus } from '@teachchat/shared';
import type { RosterResult, RosterRow } from '../common/admin-types.ts';
import type { MessageKey } from '~/i18n/keys.ts';
import { t } from '~/i18n/t.ts';

const STATUS_COLORS: Record<RosterRowStatus, string> = {
  add: 'green',
  enroll: 'blue',
  skip: 'gray',
  error: 'red',
};

const STATUS_KEYS = {
  add: 'admin.roster.statusAdd',
  enroll: 'admin.roster.statusEnroll',
  skip: 'admin.roster.statusSkip',
  error: 'admin.roster.statusError',
} satisfies Record<RosterRowStatus, MessageKey>;

/** A row's status as its badge shows it: the word in the reader's language, and its colour. */
export function statusBadge(status: RosterRowStatus): { label: string; color: string } {
  return { label: t(STATUS_KEYS[status]), color: STATUS_COLORS[status] };
}

/** Rows the import leaves out (errors, and rows with nothing to do). */
export const leftOut = (rows: RosterRow[]) => rows.filter((r) => r.problems.length > 0);

/** What an import did (or a preview would do), in a sentence. */
export function rosterSummary(
  { counts }: Pick<RosterResult, 'counts'>,
  role: RosterRole,
  done: boolean,
): string {
  const added = { count: counts.add };
  const parts =
    role === 'teacher'
      ? [t(done ? 'admin.roster.teachersAdded' : 'admin.roster.teachersToAdd', added)]
      : [
          t(done ? 'admin.roster.studentsAdded' : 'admin.roster.studentsToAdd', added),
          t(done ? 'admin.roster.enrollmentsMade' : 'admin.roster.enrollmentsToMake', {
            count: counts.enrollments,
          }),
        ];
  if (counts.skip > 0) parts.push(t('admin.roster.rowsSkipped', { count: counts.skip }));
  if (counts.error > 0) parts.push(t('admin.roster.rowsWithErrors', { count: counts.error }));
  return t('admin.roster.summary', { parts: parts.join(t('admin.roster.partsSeparator')) });
}
