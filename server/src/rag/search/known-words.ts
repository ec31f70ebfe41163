import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { englishWords } from './english.ts';

// Every inflected form of each language's words (MIT, from the Letterpress word lists):
// 636,000 Spanish forms ("deshago", "abro" as well as "deshacer", "abrir"), 336,000 French.
// A list of stems (a Hunspell .dic without its affixes) would take a first-person "abro" for
// a misspelling; expanding the affixes is what cost nspell 5 s and 300 MB.
const LISTS: Record<string, string> = {
  es: 'an-array-of-spanish-words/index.json',
  fr: 'an-array-of-french-words/index.json',
};

/**
 * A set of words kept as 32-bit hashes of their folded spelling (lower case, no accents) in
 * one open-addressed table, no string kept: 4 MB for each language, built from the list's
 * bytes the first time material in that language is searched, in 0.25-0.3 s of CPU for
 * Spanish's 8 MB, 0.15 s for French (measured 2026-11-28). Two words sharing a hash (about
 * one look-up in 7,000 for Spanish) make an unknown word read as known: it is then searched
 * as written, never corrected, the safe side.
 */
class HashedWords {
  private readonly table: Uint32Array;
  private readonly mask: number;

  /** From a JSON array of words as UTF-8 bytes, read byte by byte: no string is made. */
  constructor(json: Uint8Array) {
    let count = 0;
    for (let i = 0; i < json.length; i++) if (json[i] === COMMA) count++;
    let size = 1;
    while (size < (count + 1) * 1.6) size *= 2;
    this.table = new Uint32Array(size);
    this.mask = size - 1;
    fill(this.table, json);
  }

  has(word: string): boolean {
    let hash = FNV_OFFSET;
    for (let i = 0; i < word.length; i++)
      hash = Math.imul(hash ^ fold(word.charCodeAt(i)), FNV_PRIME) >>> 0;
    const h = hash || 1;
    for (let i = h & this.mask; ; i = (i + 1) & this.mask) {
      const at = this.table[i];
      if (at === h) return true;
      if (at === 0) return false;
    }
  }
}
const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
const QUOTE = 0x22;
const COMMA = 0x2c;

// Each Latin letter's code without its accent, in lower case ("É" → "e"), as the search's
// configurations fold words, letter by letter: normalising the whole list's text took a
// second.
const LATIN = 0x250;
const BASE = Uint16Array.from({ length: LATIN }, (_, c) =>
  String.fromCharCode(c).toLowerCase().normalize('NFD').charCodeAt(0),
);
const fold = (c: number) => (c < LATIN ? (BASE[c] ?? c) : c);

/** Adds each word of the JSON array to the table (one hot loop, locals only). */
function fill(table: Uint32Array, json: Uint8Array): void {
  const mask = table.length - 1;
  let hash = FNV_OFFSET;
  let inWord = false;
  for (let i = 0; i < json.length; i++) {
    let c = json[i] as number;
    if (c === QUOTE) {
      if (inWord) {
        const h = hash || 1;
        let at = h & mask;
        while (table[at] !== 0 && table[at] !== h) at = (at + 1) & mask;
        table[at] = h;
      }
      inWord = !inWord;
      hash = FNV_OFFSET;
    } else if (inWord) {
      // A letter of two bytes (é, ñ, œ): the lists have none longer.
      if ((c & 0xe0) === 0xc0) c = ((c & 0x1f) << 6) | ((json[++i] as number) & 0x3f);
      hash = Math.imul(hash ^ (c < LATIN ? (BASE[c] as number) : c), FNV_PRIME) >>> 0;
    }
  }
}

const loaded = new Map<string, Promise<HashedWords>>();

async function load(path: string): Promise<HashedWords> {
  const file = createRequire(import.meta.url).resolve(path);
  return new HashedWords(await readFile(file));
}

/** Whether the search can tell a word of this language from a misspelling. */
export function hasWordList(language: string): boolean {
  return language === 'en' || Object.hasOwn(LISTS, language);
}

/**
 * Whether a word (lower case) is a word of the language, in any of its forms, with or
 * without its accents ("línea", "linea", "borro"); English also knows proper names
 * (english.ts). False for a language without a list: see hasWordList.
 */
export async function isKnownWord(word: string, language: string): Promise<boolean> {
  return (await knownWords(language))(word);
}

/** The test isKnownWord makes, once the language's list is read: for many words at once. */
export async function knownWords(language: string): Promise<(word: string) => boolean> {
  if (language === 'en') {
    const english = await englishWords();
    return (word) => english.has(word);
  }
  const path = LISTS[language];
  if (!path) return () => false;
  let words = loaded.get(language);
  if (!words) {
    words = load(path);
    loaded.set(language, words);
    words.catch(() => loaded.delete(language));
  }
  const list = await words;
  return (word) => list.has(word.normalize('NFC'));
}
