import type { InspectedPassage, PreviewInspector } from '../common/teacher-types.ts';

type Leg = keyof InspectedPassage['legs'];
const LEG_NAMES: Record<Leg, string> = {
  bm25: 'BM25',
  misspelling: 'Misspelling',
  vector: 'Vector',
};

/** "BM25 #1", "Vector #4": each search leg that found the passage, with its rank there. */
export function legBadges(legs: InspectedPassage['legs']): { leg: Leg; label: string }[] {
  return (Object.keys(LEG_NAMES) as Leg[]).flatMap((leg) => {
    const rank = legs[leg];
    return rank === null ? [] : [{ leg, label: `${LEG_NAMES[leg]} #${rank}` }];
  });
}

/** 0.754 → "75%". */
export function percent(share: number): string {
  return `${Math.round(share * 100)}%`;
}

/** Fused scores are small (about 1/60 per leg): four decimals tell them apart. */
export function scoreText(score: number): string {
  return score.toFixed(4);
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
