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
  /** Looked up as written, never corrected: two neighbouring words joined (split-words.ts). */
  exact?: true;
}

const WORD = /[\p{L}\p{N}_]+/gu;
const QUOTED = /`([^`]+)`|"([^"]+)"|“([^”]+)”|'([^'\s][^']*[^'\s])'/gu;

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
  let first = true;
  for (const raw of text.match(WORD) ?? []) {
    const lower = raw.toLowerCase();
    const capitals =
      !shouting && raw.length >= 2 && /\p{L}/u.test(raw) && raw === raw.toUpperCase();
    const name =
      !capitals &&
      !shouting &&
      ((!first && /^\p{Lu}/u.test(raw)) || /\p{Ll}\p{Lu}/u.test(raw) || /\p{N}/u.test(raw));
    first = false;
    const seen = words.get(lower);
    if (seen) seen.code ||= capitals;
    else if (words.size < max)
      words.set(lower, {
        text: lower,
        code: capitals || quoted.has(lower),
        ...(name ? { name: true as const } : {}),
      });
  }
  return [...words.values()];
}
