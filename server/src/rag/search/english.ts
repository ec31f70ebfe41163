import { readFile } from 'node:fs/promises';
import wordListPath from 'word-list';

let words: Promise<Set<string>> | undefined;

/**
 * Whether a word is English (a list of about 275,000 words, read once, on first use). A
 * word the material lacks is taken for a misspelling of a close material word only when
 * it is not English itself: "entrpy" is a misspelling of "entropy"; "folders" is a word
 * the material simply does not use, and must not become "older".
 */
export async function isEnglishWord(word: string): Promise<boolean> {
  words ??= readFile(wordListPath, 'utf8').then((text) => new Set(text.split('\n')));
  return (await words).has(word);
}
