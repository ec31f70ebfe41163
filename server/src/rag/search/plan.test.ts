import { describe, expect, it } from 'vitest';
import { planTerms } from './plan.ts';
import type { KnownWord } from './vocabulary-lookup.ts';

const STATS = { chunks: 50, avgLength: 120, embeddingModel: null };

/** A question's word as the vocabulary lookup reads it: held by `df` chunks, or by none. */
function word(text: string, df: number | null, extra: Partial<KnownWord> = {}): KnownWord {
  return { text, code: false, lexeme: text, stop: false, df, fixes: [], spelling: null, ...extra };
}

describe('planTerms', () => {
  it('counts a word the material lacks against coverage', () => {
    const { concepts } = planTerms([word('telescopes', 6), word('sourdough', null)], STATS);
    expect(concepts.map((c) => c.word)).toEqual(['telescopes', 'sourdough']);
    expect(concepts[1]?.lexemes).toEqual([]);
  });

  it('never counts the words of a question’s form or a light verb as its topic', () => {
    const asked = ['difference', 'work', 'put', 'keep', 'made', 'came', 'go'].map((w) =>
      word(w, null),
    );
    const { concepts } = planTerms([...asked, word('telescopes', 6)], STATS);
    expect(concepts.map((c) => c.word)).toEqual(['telescopes']);
  });

  it('searches a stop word rare in the material, but never the asker\'s "I"', () => {
    const asked = [word('i', 1, { stop: true }), word('with', 1, { stop: true }), word('files', 9)];
    expect(planTerms(asked, STATS).terms.map((t) => t.lexeme)).toEqual(['with', 'files']);
  });

  it('still searches a light verb where the material has it', () => {
    const { terms, concepts } = planTerms([word('keep', 3), word('folder', 2)], STATS);
    expect(terms.map((t) => t.lexeme)).toEqual(['keep', 'folder']);
    expect(concepts.map((c) => c.word)).toEqual(['folder']);
  });
});
