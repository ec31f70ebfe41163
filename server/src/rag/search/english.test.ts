import { describe, expect, it } from 'vitest';
import { isEnglishWord } from './english.ts';

describe('isEnglishWord', () => {
  it('knows English words, proper names and what contractions leave', async () => {
    for (const word of ['folders', 'france', 'kepler', 'canberra', 'aren', 'doesn'])
      expect(await isEnglishWord(word)).toBe(true);
  });

  it('does not know misspellings, which may then be corrected', async () => {
    for (const word of ['entrpy', 'recursoin', 'vectrs'])
      expect(await isEnglishWord(word)).toBe(false);
  });
});
