import { plural } from '~/lib/format.ts';

/** A roster sync's outcome as the server keeps it (services/lti/roster-sync.ts). */
export interface RosterSyncOutcome {
  learners?: number;
  added?: number;
  enrolled?: number;
  unenrolled?: number;
  alreadyEnrolled?: number;
  skipped?: { name?: string; reason?: string }[];
}

/** One line of a roster sync's outcome, in the words of the CSV import's summary. */
export function rosterSummary(summary: unknown): string {
  const s = (summary ?? {}) as RosterSyncOutcome;
  return (
    [
      `${plural(s.learners ?? 0, 'learner', 'learners')} in the LMS`,
      `${plural(s.added ?? 0, 'student was', 'students were')} added`,
      `${plural(s.enrolled ?? 0, 'enrollment', 'enrollments')} made`,
      `${plural(s.unenrolled ?? 0, 'student', 'students')} dropped and unenrolled (work kept)`,
      `${s.alreadyEnrolled ?? 0} unchanged`,
      `${plural(s.skipped?.length ?? 0, 'learner', 'learners')} skipped`,
    ].join(', ') + '.'
  );
}

/** The learners a sync left out, each with the reason (a local account's email, say). */
export function skippedLines(summary: unknown): string[] {
  const s = (summary ?? {}) as RosterSyncOutcome;
  return (s.skipped ?? []).map((k) => `${k.name ?? 'A learner'}: ${k.reason ?? 'skipped'}`);
}
