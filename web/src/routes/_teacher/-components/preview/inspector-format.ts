import type { InspectedPassage, PreviewInspector } from '../common/teacher-types.ts';
import type { MessageKey } from '~/i18n/keys.ts';
import { t } from '~/i18n/t.ts';
import { formatPercent } from '~/lib/format.ts';

type Leg = keyof InspectedPassage['legs'];
// What each search looks for, in a teacher's words rather than the algorithm's name.
const LEG_NAMES = {
  bm25: 'teacher.inspector.legSameWords',
  misspelling: 'teacher.inspector.legSpelling',
  vector: 'teacher.inspector.legSimilar',
} satisfies Record<Leg, MessageKey>;

/** 1 → "1st", 22 → "22nd": the language's ordinal. */
export function ordinal(n: number): string {
  return t('teacher.inspector.ordinal', { n });
}

/** "Same words: 1st", "Similar text: 4th": each search that found the passage, and its rank there. */
export function legBadges(legs: InspectedPassage['legs']): { leg: Leg; label: string }[] {
  return (Object.keys(LEG_NAMES) as Leg[]).flatMap((leg) => {
    const rank = legs[leg];
    return rank === null
      ? []
      : [
          {
            leg,
            label: t('teacher.inspector.legRank', { leg: t(LEG_NAMES[leg]), rank: ordinal(rank) }),
          },
        ];
  });
}

/** 0.754 → "75%". */
export function percent(share: number): string {
  return formatPercent(Math.round(share * 100));
}

export type Strength = 'strong' | 'fair' | 'weak';

/**
 * How well a passage matches, next to the best one found. Fused scores (about 1/60 for each
 * search that ranks a passage first) mean nothing on their own; their ratio to the best does.
 */
export function matchStrength(score: number, best: number): { share: number; word: Strength } {
  const share = best > 0 ? Math.min(1, score / best) : 0;
  const word = share >= 0.8 ? 'strong' : share >= 0.5 ? 'fair' : 'weak';
  return { share, word };
}

/** "notes.pdf, page 2 · Binary search": where a passage sits in the material. */
export function passagePlace(passage: InspectedPassage): string {
  const file = passage.fileName;
  const place =
    passage.page === null ? file : t('teacher.inspector.filePage', { file, page: passage.page });
  return passage.heading
    ? t('teacher.inspector.placeHeading', { place, heading: passage.heading })
    : place;
}

export type WordState = 'matched' | 'known' | 'unknown';

/** A question word: held by the best passage, elsewhere in the material, or nowhere in it. */
export function wordState(word: PreviewInspector['words'][number]): WordState {
  if (!word.known) return 'unknown';
  return word.matched ? 'matched' : 'known';
}

export const WORD_STATE_LABELS = {
  matched: 'teacher.inspector.wordMatched',
  known: 'teacher.inspector.wordKnown',
  unknown: 'teacher.inspector.wordUnknown',
} satisfies Record<WordState, MessageKey>;
