/** A word of a question as the student wrote it. */
export interface QuestionWord {
  /** Lower case, NFKC. */
  text: string;
  /** Written as code: in backticks or quotes, or in capitals in a question that is not all
   * capitals ("WHERE", `as`). Such a word is searched even when it is a common English word. */
  code: boolean;
  /** Written as a name: capitalised after the question's first word ("Australia",
   * "RStudio"), or holding digits ("1966"). Never taken for a misspelling; absent from the
   * material, it counts most against coverage. */
  name?: true;
  /** "one" or "ones" standing for something said before ("an empty one", "is it one?"),
   * not the number ("one solar day"). */
  pronoun?: true;
  /** Looked up as written, never corrected: an identifier ("DataFrame", "utf8") or two
   * neighbouring words joined (split-words.ts). */
  exact?: true;
  /** Part of what the question asks, not of its topic: "long" of "how long", "many" of
   * "how many". The answer need not hold it. */
  form?: true;
  /** The verb a how-to asks to do ("remove" of "how do I remove…"): the material may say it
   * in other words ("rehago" for "deshacer lo deshecho"). */
  action?: true;
}

// The measure "how" asks for ("how long does it take?", "how far is it?"): the answer gives
// a number, and need not say "long".
const MEASURES = new Set(
  'long many much far often old big large small fast slow high tall deep wide heavy hot cold soon'.split(
    ' ',
  ),
);

const WORD = /[\p{L}\p{N}_]+/gu;
const APOSTROPHE = /['’]/u;

/** A part of a contraction, which names nothing: "aren" and "t" of "aren't", "ll" of "we'll". */
function contracted(text: string, at: number, raw: string): boolean {
  const after = text.slice(at + raw.length, at + raw.length + 3);
  if (/^['’]t(?![\p{L}\p{N}_])/iu.test(after)) return true;
  return (
    raw.length <= 2 && APOSTROPHE.test(text[at - 1] ?? '') && /\p{L}/u.test(text[at - 2] ?? '')
  );
}
const QUOTED = /`([^`]+)`|"([^"]+)"|“([^”]+)”|'([^'\s][^']*[^'\s])'/gu;

// What follows "one" when it stands for a noun rather than counts one: the question's end,
// or a word that cannot be the noun it counts ("a new one with…", "make one whose…").
const AFTER_PRONOUN =
  /^(?:\s*(?:[?.!,;:)]|$)|\s+(?:whose|with|that|which|who|where|whom|of|in|for|from|to|is|are|was|were|i|you|we|they|it|by|on|at|as|and|or|but|if|when|again|too|instead|please|here|there|now|than|like|different|differently|better|worse|faster|slower|bigger|smaller|more|less)\b)/iu;

// French object pronouns, which stand for something said before between a question word or
// a verb's subject and an infinitive ("comment le créer ?", "comment en sortir ?", "puis-je
// l'ouvrir ?"), and are articles or a preposition elsewhere ("le fichier", "en mode").
const OBJECT_PRONOUNS = new Set(['le', 'la', 'les', 'l', 'en', 'y']);
const BEFORE_OBJECT = new Set(
  'comment pourquoi quand où je on tu il vous nous faut peut peux puis dois doit veux veut va vais'.split(
    ' ',
  ),
);
const INFINITIVE = /^\p{L}{2,}(?:er|ir|re)$/u;

type Match = RegExpExecArray | RegExpMatchArray;

function objectPronoun(text: string, [before, word, after]: (Match | undefined)[]): boolean {
  if (!before || !word || !after || !OBJECT_PRONOUNS.has(word[0].toLowerCase())) return false;
  const between = text.slice((word.index ?? 0) + word[0].length, after.index);
  return (
    BEFORE_OBJECT.has(before[0].toLowerCase()) &&
    /^[\s'’]+$/u.test(between) &&
    INFINITIVE.test(after[0].toLowerCase())
  );
}

const SENTENCE_END = /[.?!¿¡]/u;

/** The words of a question, at most `max`, each once, in order. */
export function questionWords(question: string, max = 24): QuestionWord[] {
  const text = question.normalize('NFKC');
  const quoted = new Set<string>();
  for (const m of text.matchAll(QUOTED)) {
    for (const w of (m[1] ?? m[2] ?? m[3] ?? m[4] ?? '').match(WORD) ?? [])
      quoted.add(w.toLowerCase());
  }
  const letters = text.replace(/[^\p{L}]/gu, '');
  const shouting = letters.length > 0 && letters === letters.toUpperCase();
  const words = new Map<string, QuestionWord>();
  const matches = [...text.matchAll(WORD)];
  for (const [n, match] of matches.entries()) {
    const raw = match[0];
    if (contracted(text, match.index, raw)) continue;
    // The first word of the question or of a sentence in it ("… in Vim? And backwards?").
    const before = matches[n - 1];
    const first =
      !before || SENTENCE_END.test(text.slice(before.index + before[0].length, match.index));
    const lower = raw.toLowerCase();
    // A capital letter alone after a sentence's first word names a key, a command or a
    // variable ("u and U", "What does A do?"), never an article; "I" is the pronoun.
    const letter = !shouting && !first && /^\p{Lu}$/u.test(raw) && raw !== 'I';
    const capitals =
      letter || (!shouting && raw.length >= 2 && /\p{L}/u.test(raw) && raw === raw.toUpperCase());
    const identifier = /\p{Ll}\p{Lu}/u.test(raw) || /\p{N}/u.test(raw);
    const name = !capitals && !shouting && ((!first && /^\p{Lu}/u.test(raw)) || identifier);
    const pronoun =
      ((lower === 'one' || lower === 'ones') &&
        AFTER_PRONOUN.test(text.slice(match.index + raw.length))) ||
      objectPronoun(text, [matches[n - 1], match, matches[n + 1]]);
    const measure = MEASURES.has(lower) && matches[n - 1]?.[0].toLowerCase() === 'how';
    const seen = words.get(lower);
    if (seen) {
      seen.code ||= capitals;
      if (pronoun) seen.pronoun = true;
    } else if (words.size < max)
      words.set(lower, {
        text: lower,
        code: capitals || quoted.has(lower),
        ...(name ? { name: true as const } : {}),
        ...(identifier ? { exact: true as const } : {}),
        ...(pronoun ? { pronoun: true as const } : {}),
        ...(measure ? { form: true as const } : {}),
      });
  }
  return [...words.values()];
}
