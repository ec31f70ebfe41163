import { describe, expect, it } from 'vitest';
import { coverageOf, planTerms } from './plan.ts';
import { sameActionWords, withSameActions } from './same-action.ts';
import type { KnownWord } from './vocabulary-lookup.ts';

const word = (text: string, lexeme: string | null, df: number | null): KnownWord => ({
  text,
  code: false,
  lexeme,
  stop: false,
  df,
  fixes: [],
  spelling: null,
});
const stats = { chunks: 40, avgLength: 100, embeddingModel: null };

describe('verbs of one action', () => {
  it('looks up the other verbs of an asked verb, not of names or code', () => {
    const asked = [
      { text: 'deleting', code: false },
      { text: 'drop', code: true },
    ];
    expect(sameActionWords(asked).map((w) => w.text)).toEqual(['remove', 'drop', 'erase']);
  });

  it('lets a passage that says "remove" cover a question that asks to delete', () => {
    const asked = [word('delete', null, null), word('objects', 'object', 6)];
    const known = new Map([['remove', word('remove', 'remov', 3)]]);
    const plan = withSameActions(planTerms(asked, stats), asked, known, stats.chunks);
    expect(plan.terms.map((t) => t.lexeme)).toContain('remov');
    expect(coverageOf(plan.concepts, new Set(['remov', 'object']))).toBe(1);
  });
});
