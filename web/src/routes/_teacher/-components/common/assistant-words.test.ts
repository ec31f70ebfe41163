import { describe, expect, it } from 'vitest';
import { creativityText, searchDescription, storeLabel } from './assistant-words.ts';

describe("the assistant settings' words", () => {
  it('names stores by where the material goes, keeping an unknown one as it is', () => {
    expect(storeLabel('postgres')).toBe("TeachChat's own database (built in)");
    expect(storeLabel('qdrant')).toBe('qdrant');
  });

  it('reads the temperature as focused, balanced or creative', () => {
    expect([0, 0.3, 0.5, 0.7, 1].map(creativityText)).toEqual([
      'Focused (0)',
      'Focused (0.3)',
      'Balanced (0.5)',
      'Creative (0.7)',
      'Creative (1)',
    ]);
  });

  it('says what search matches without naming the hashing embedder', () => {
    expect(searchDescription('hashing (offline)')).not.toMatch(/hashing|Embeddings/);
    expect(searchDescription('openai:text-embedding-3-small')).toContain('by meaning');
  });
});
