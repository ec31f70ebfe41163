import type { CorrectionView } from '@teachchat/shared';

/** What is known of one reply's correction, and as of when (null: it has none). */
export interface KnownCorrection {
  at: Date;
  correction: CorrectionView | null;
}

/** The teacher's corrections, by the id of the reply each corrects. */
export type Corrections = Readonly<Record<string, KnownCorrection>>;

/**
 * A correction written, changed or removed at `at`. Events may arrive twice or late (two
 * tabs, a resumed stream): the newer news of a reply wins; news as new (a note pinned
 * from it, or removed) replaces it.
 */
export function applyCorrection(
  known: Corrections,
  messageId: string,
  correction: CorrectionView | null,
  at: Date,
): Corrections {
  const current = known[messageId];
  if (current && current.at.getTime() > at.getTime()) return known;
  return { ...known, [messageId]: { at, correction } };
}

/**
 * A history's corrections merged in. Read at `asOf`, it also says which replies had none
 * then: news older than that is dropped. Without `asOf`, absences say nothing.
 */
export function mergeCorrections(
  known: Corrections,
  list: readonly CorrectionView[],
  asOf?: Date,
): Corrections {
  let next = known;
  const listed = new Set(list.map((c) => c.messageId));
  for (const correction of list) {
    next = applyCorrection(next, correction.messageId, correction, asOf ?? correction.updatedAt);
  }
  if (asOf) {
    for (const messageId of Object.keys(next)) {
      if (!listed.has(messageId)) next = applyCorrection(next, messageId, null, asOf);
    }
  }
  return next;
}

export function correctionOf(known: Corrections, messageId: string): CorrectionView | null {
  return known[messageId]?.correction ?? null;
}
