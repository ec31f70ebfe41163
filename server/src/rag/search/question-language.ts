import { hasWordList, isKnownWord } from './known-words.ts';
import type { QuestionWord } from './words.ts';

// Words it takes to tell (a question of two words may be all names and commands), and the
// share of them a language must know for the question to be in it: a misspelling or a term
// the word list lacks still leaves most of a question's words known.
const MIN_WORDS = 3;
const MIN_KNOWN = 0.5;

/**
 * The material's main language when the question seems written in none of the material's
 * languages ("How do I delete a line?" over Spanish material): fewer than half of its
 * plain words (no names, code or identifiers) are words of any of them (known-words.ts).
 * Null when it is in one, when the question is too short to tell, or when a language of
 * the material has no word list.
 */
export async function otherLanguageThan(
  words: QuestionWord[],
  languages: readonly string[],
): Promise<string | null> {
  const [main] = languages;
  if (!main || !languages.every(hasWordList)) return null;
  const plain = words.filter((w) => !w.code && !w.name && !w.exact && /^\p{L}+$/u.test(w.text));
  if (plain.length < MIN_WORDS) return null;
  for (const language of languages) {
    let known = 0;
    for (const w of plain) if (await isKnownWord(w.text, language)) known++;
    if (known / plain.length >= MIN_KNOWN) return null;
  }
  return main;
}
