import { describe, expect, it } from 'vitest';
import { legBadges, passagePlace, percent, scoreText, wordState } from './inspector-format.ts';

describe('the inspector’s labels', () => {
  it('names each leg that found a passage with its rank there, in a fixed order', () => {
    expect(legBadges({ bm25: 2, misspelling: null, vector: 1 })).toEqual([
      { leg: 'bm25', label: 'BM25 #2' },
      { leg: 'vector', label: 'Vector #1' },
    ]);
    expect(legBadges({ bm25: null, misspelling: 3, vector: null })).toEqual([
      { leg: 'misspelling', label: 'Misspelling #3' },
    ]);
  });

  it('shows shares as whole percentages and fused scores to four decimals', () => {
    expect(percent(0.754)).toBe('75%');
    expect(percent(1)).toBe('100%');
    expect(scoreText(1 / 61 + 1 / 62)).toBe('0.0325');
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
    expect(wordState({ word: 'stack', weight: 1, known: true, matched: true })).toBe('matched');
    expect(wordState({ word: 'queue', weight: 1, known: true, matched: false })).toBe('known');
    expect(wordState({ word: 'mona', weight: 2, known: false, matched: false })).toBe('unknown');
  });
});
