import { describe, expect, it } from 'vitest';
import {
  legBadges,
  matchStrength,
  ordinal,
  passagePlace,
  percent,
  wordState,
} from './inspector-format.ts';

describe('the inspector’s labels', () => {
  it('names each search that found a passage in words, with its rank there, in a fixed order', () => {
    expect(legBadges({ bm25: 2, misspelling: null, vector: 1 })).toEqual([
      { leg: 'bm25', label: 'Same words: 2nd' },
      { leg: 'vector', label: 'Similar text: 1st' },
    ]);
    expect(legBadges({ bm25: null, misspelling: 3, vector: null })).toEqual([
      { leg: 'misspelling', label: 'Spelling corrected: 3rd' },
    ]);
    expect([11, 12, 13, 21, 104].map(ordinal)).toEqual(['11th', '12th', '13th', '21st', '104th']);
  });

  it('shows shares as whole percentages and a match as strong, fair or weak next to the best', () => {
    expect(percent(0.754)).toBe('75%');
    expect(percent(1)).toBe('100%');
    const best = 1 / 61 + 1 / 62;
    expect(matchStrength(best, best)).toEqual({ share: 1, word: 'strong' });
    expect(matchStrength(1 / 61, best).word).toBe('fair');
    expect(matchStrength(1 / 90, best).word).toBe('weak');
    expect(matchStrength(0, 0)).toEqual({ share: 0, word: 'weak' });
  });

  it('places a passage by file, page and heading when it has them', () => {
    const base = { rank: 1, text: '', trimmed: false, score: 0, coverage: 0 };
    const legs = { bm25: 1, misspelling: null, vector: null };
    expect(
      passagePlace({ ...base, legs, fileName: 'a.pdf', page: 2, heading: 'Binary search' }),
    ).toBe('a.pdf, page 2 · Binary search');
    expect(passagePlace({ ...base, legs, fileName: 'b.md', page: null, heading: null })).toBe(
      'b.md',
    );
  });

  it('tells words in the best passage from words elsewhere and words the material lacks', () => {
    expect(
      wordState({ word: 'stack', weight: 1, known: true, matched: true, carried: false }),
    ).toBe('matched');
    expect(
      wordState({ word: 'queue', weight: 1, known: true, matched: false, carried: false }),
    ).toBe('known');
    expect(
      wordState({ word: 'mona', weight: 2, known: false, matched: false, carried: false }),
    ).toBe('unknown');
  });
});
