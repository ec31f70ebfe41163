import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { rosterSummary, skippedLines } from './roster-summary.ts';

describe('rosterSummary', () => {
  it('says what a sync did, with singulars', () => {
    expect(
      rosterSummary({
        learners: 1,
        added: 1,
        enrolled: 2,
        unenrolled: 1,
        alreadyEnrolled: 0,
        skipped: [{}],
      }),
    ).toBe(
      '1 learner in the LMS, 1 student was added, 2 enrollments made, 1 student dropped and unenrolled (work kept), 0 unchanged, 1 learner skipped.',
    );
  });

  it('names each skipped learner with the reason', () => {
    expect(skippedLines({ skipped: [{ name: 'Ana Ruiz', reason: 'Email in use.' }] })).toEqual([
      'Ana Ruiz: Email in use.',
    ]);
  });

  it("speaks the reader's language, with its plural forms", () => {
    i18n.activate('de');
    expect(rosterSummary({ learners: 1, added: 2, enrolled: 2, unenrolled: 0, skipped: [] })).toBe(
      '1 Lernender im LMS, 2 Schüler hinzugefügt, 2 Einschreibungen vorgenommen, 0 Schüler abgemeldet (Arbeiten bleiben erhalten), 0 unverändert, 0 Lernende übersprungen.',
    );
  });
});
