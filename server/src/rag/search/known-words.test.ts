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

  it('reads English from its own list and has none for Russian', async () => {
    expect(await isKnownWord('folders', 'en')).toBe(true);
    expect(hasWordList('ru')).toBe(false);
    expect(await isKnownWord('ключ', 'ru')).toBe(false);
  });

  it("knows a German, Italian, Portuguese or Dutch stem and its common endings' forms", async () => {
    const words: Record<string, string[]> = {
      de: ['schlüssel', 'schlussel', 'schlüsseln', 'haus', 'kinder', 'zelle'],
      it: ['chiave', 'chiavi', 'casa', 'gatti', 'cancellare'],
      pt: ['chave', 'chaves', 'casa', 'linha', 'apagar'],
      nl: ['sleutel', 'sleutels', 'huis', 'regel', 'bestand'],
    };
    for (const [code, known] of Object.entries(words)) {
      expect(hasWordList(code)).toBe(true);
      for (const word of known) expect(await isKnownWord(word, code), word).toBe(true);
    }
  });

  it('tells a German, Italian, Portuguese or Dutch slip from a word', async () => {
    const slips: Record<string, string[]> = {
      de: ['schlüsel', 'tabele'],
      it: ['chaive', 'tabela'],
      pt: ['chvae', 'linah'],
      nl: ['sleutl', 'regl'],
    };
    for (const [code, words] of Object.entries(slips))
      for (const word of words) expect(await isKnownWord(word, code), word).toBe(false);
  });
});
