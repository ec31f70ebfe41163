import { readFile } from 'node:fs/promises';
import wordListPath from 'word-list';

let words: Promise<Set<string>> | undefined;

// Hunspell's English dictionary (dictionary-en) names the places, people and peoples that
// the word list lacks ("France", "Kepler", "Canberra"): its entries that begin with a
// capital, without their affix flags.
const CONTRACTED =
  'aren isn wasn weren doesn didn don hasn haven hadn couldn wouldn shouldn mustn needn won ain ll ve re'.split(
    ' ',
  );

async function load(): Promise<Set<string>> {
  const [list, { default: dictionary }] = await Promise.all([
    readFile(wordListPath, 'utf8'),
    import('dictionary-en'),
  ]);
  const known = new Set(list.split('\n'));
  // What is left of a contraction when its apostrophe splits it: "aren't" → "aren", "t".
  for (const part of CONTRACTED) known.add(part);
  for (const line of new TextDecoder().decode(dictionary.dic).split('\n')) {
    if (!/^\p{Lu}/u.test(line)) continue;
    const name = line.split('/')[0]?.toLowerCase();
    if (name) known.add(name);
  }
  return known;
}

/**
 * Whether a word is English or a proper name (a list of about 275,000 words and 10,000
 * names, read once, on first use). A word the material lacks is taken for a misspelling of
 * a close material word only when it is neither: "entrpy" is a misspelling of "entropy";
 * "folders" is a word the material simply does not use, and must not become "older", nor
 * "France" become "frame".
 */
export async function isEnglishWord(word: string): Promise<boolean> {
  return (await englishWords()).has(word);
}

/** The English words and names isEnglishWord knows, read once. */
export function englishWords(): Promise<ReadonlySet<string>> {
  words ??= load();
  return words;
}
