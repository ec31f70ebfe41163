import type { InspectedPassage, PreviewInspector } from '../common/teacher-types.ts';

type Leg = keyof InspectedPassage['legs'];
// What each search looks for, in a teacher's words rather than the algorithm's name.
const LEG_NAMES: Record<Leg, string> = {
  bm25: 'Same words',
  misspelling: 'Spelling corrected',
  vector: 'Similar text',
};

const ordinals = new Intl.PluralRules('en', { type: 'ordinal' });
const SUFFIX: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };

/** 1 → "1st", 22 → "22nd". */
export function ordinal(n: number): string {
  return `${n}${SUFFIX[ordinals.select(n)] ?? 'th'}`;
}

/** "Same words: 1st", "Similar text: 4th": each search that found the passage, and its rank there. */
export function legBadges(legs: InspectedPassage['legs']): { leg: Leg; label: string }[] {
  return (Object.keys(LEG_NAMES) as Leg[]).flatMap((leg) => {
    const rank = legs[leg];
    return rank === null ? [] : [{ leg, label: `${LEG_NAMES[leg]}: ${ordinal(rank)}` }];
  });
}

/** 0.754 → "75%". */
export function percent(share: number): string {
  return `${Math.round(share * 100)}%`;
}

export type Strength = 'Strong' | 'Fair' | 'Weak';

/**
 * How well a passage matches, next to the best one found. Fused scores (about 1/60 for each
 * search that ranks a passage first) mean nothing on their own; their ratio to the best does.
 */
export function matchStrength(score: number, best: number): { share: number; word: Strength } {
  const share = best > 0 ? Math.min(1, score / best) : 0;
  const word = share >= 0.8 ? 'Strong' : share >= 0.5 ? 'Fair' : 'Weak';
  return { share, word };
}

/** "notes.pdf, page 2 · Binary search": where a passage sits in the material. */
export function passagePlace(passage: InspectedPassage): string {
  const page = passage.page === null ? '' : `, page ${passage.page}`;
  const heading = passage.heading ? ` · ${passage.heading}` : '';
  return `${passage.fileName}${page}${heading}`;
}

export type WordState = 'matched' | 'known' | 'unknown';

/** A question word: held by the best passage, elsewhere in the material, or nowhere in it. */
export function wordState(word: PreviewInspector['words'][number]): WordState {
  if (!word.known) return 'unknown';
  return word.matched ? 'matched' : 'known';
}

export const WORD_STATE_LABELS: Record<WordState, string> = {
  matched: 'in the best passage',
  known: 'in the material, not in the best passage',
  unknown: 'not in the material',
};
