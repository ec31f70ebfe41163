import type { BulkEnrollResult } from '../common/admin-types.ts';
import type { Candidate } from './candidate-options.ts';
import { t } from '~/i18n/t.ts';

/** The ticked students after ticking (or unticking) some; kept across searches. */
export function toggled(
  selected: ReadonlyMap<string, Candidate>,
  students: readonly Candidate[],
  on: boolean,
): ReadonlyMap<string, Candidate> {
  const next = new Map(selected);
  for (const s of students) {
    if (on) next.set(s.id, s);
    else next.delete(s.id);
  }
  return next;
}

/** What a bulk enroll did, for its notification. */
export function enrolledMessage({
  courseTitle,
  enrolled,
  alreadyEnrolled,
}: BulkEnrollResult): string {
  const done = t('admin.enrollments.enrolledIn', { count: enrolled, course: courseTitle });
  return alreadyEnrolled > 0
    ? t('admin.enrollments.andAlready', {
        done,
        already: t('admin.enrollments.alreadyEnrolled', { count: alreadyEnrolled }),
      })
    : done;
}
