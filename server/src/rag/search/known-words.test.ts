import { describe, expect, it } from 'vitest';
import { hasWordList, isKnownWord } from './known-words.ts';

describe('isKnownWord', () => {
  it('knows every form of a Spanish or French word, accents or not', async () => {
    for (const word of ['deshago', 'abro', 'línea', 'linea', 'campos'])
      expect(await isKnownWord(word, 'es')).toBe(true);
    for (const word of ['supprime', 'entière', 'entiere', 'écrire', 'ecrire'])
      expect(await isKnownWord(word, 'fr')).toBe(true);
  });

  it('tells a misspelling from a word', async () => {
    for (const word of ['borrro', 'comado', 'aiuda'])
      expect(await isKnownWord(word, 'es')).toBe(false);
    expect(await isKnownWord('suprimer', 'fr')).toBe(false);
    expect(await isKnownWord('borro', 'fr')).toBe(false);
  });

  it('reads English from its own list and has none for German', async () => {
    expect(await isKnownWord('folders', 'en')).toBe(true);
    expect(hasWordList('de')).toBe(false);
    expect(await isKnownWord('Zelle', 'de')).toBe(false);
  });
});
