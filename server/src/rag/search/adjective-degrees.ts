import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

// Hunspell's English dictionary (dictionary-en): each word and its affix flags. "R" and "T"
// mark an adjective's comparative and superlative ("large/…RT…": "larger", "largest").
const DIC = join(dirname(createRequire(import.meta.url).resolve('dictionary-en')), 'index.dic');

/** The comparative or superlative the dictionary's rule spells from a base. */
function degree(base: string, suffix: 'er' | 'est'): string {
  if (base.endsWith('e')) return base + suffix.slice(1);
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}i${suffix}`;
  return base + suffix;
}

function basesOfDegrees(): ReadonlyMap<string, string> {
  const flagsOf = new Map<string, string>();
  for (const line of readFileSync(DIC, 'utf8').split('\n').slice(1)) {
    const [word, flags = ''] = line.trim().split('/');
    if (word && /^\p{Ll}+$/u.test(word)) flagsOf.set(word, flags);
  }
  const bases = new Map<string, string>();
  for (const [word, flags] of flagsOf) {
    // A form the dictionary lists as a word of its own ("number", "lower", "latest") may
    // mean something else: it is left as written.
    for (const [flag, suffix] of [
      ['R', 'er'],
      ['T', 'est'],
    ] as const) {
      const form = degree(word, suffix);
      if (flags.includes(flag) && !flagsOf.has(form)) bases.set(form, word);
    }
    // The forms that double a consonant are listed bare: "bigger", "biggest".
    const doubled = /^(.*?)([bdgkmnprtv])\2(?:er|est)$/.exec(word);
    const base = doubled ? `${doubled[1]}${doubled[2]}` : undefined;
    if (flags === '' && base && flagsOf.has(base)) bases.set(word, base);
  }
  return bases;
}

// Read on first use (about 50 ms), not when the server starts.
let bases: ReadonlyMap<string, string> | undefined;

/** The adjective an English comparative or superlative comes from ("biggest" → "big",
 * "larger" → "large"), or none: a student's "biggest" is the material's "largest". */
export function adjectiveBase(word: string): string | undefined {
  bases ??= basesOfDegrees();
  return bases.get(word);
}
