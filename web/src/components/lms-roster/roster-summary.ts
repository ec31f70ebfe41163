import { t } from '~/i18n/t.ts';

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
  return t('app.lmsRoster.summary', {
    learners: s.learners ?? 0,
    added: s.added ?? 0,
    enrolled: s.enrolled ?? 0,
    unenrolled: s.unenrolled ?? 0,
    unchanged: s.alreadyEnrolled ?? 0,
    skipped: s.skipped?.length ?? 0,
  });
}

/** The learners a sync left out, each with the reason (a local account's email, say). */
export function skippedLines(summary: unknown): string[] {
  const s = (summary ?? {}) as RosterSyncOutcome;
  return (s.skipped ?? []).map((k) =>
    t('app.lmsRoster.skipped', {
      name: k.name ?? t('app.lmsRoster.aLearner'),
      reason: k.reason ?? '',
    }),
  );
}
