import type { BulkEnrollResult } from '../common/admin-types.ts';
import type { Candidate } from './candidate-options.ts';
import { plural } from '~/lib/format.ts';

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

const students = (n: number) => plural(n, 'student', 'students');

/** What a bulk enroll did, for its notification. */
export function enrolledMessage({
  courseTitle,
  enrolled,
  alreadyEnrolled,
}: BulkEnrollResult): string {
  const done = `${students(enrolled)} ${enrolled === 1 ? 'has' : 'have'} been enrolled in ${courseTitle}.`;
  return alreadyEnrolled > 0
    ? `${done} ${students(alreadyEnrolled)} ${alreadyEnrolled === 1 ? 'was' : 'were'} already enrolled.`
    : done;
}
