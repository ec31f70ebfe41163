import { comparable } from './questions.ts';

/**
 * What a reader gets from an offline answer, compared with the material: the quoted text
 * without the block-quote markers and citation marks the answer adds. A citation mark
 * follows a space, so code such as `x[6]` keeps its index.
 */
function unquoted(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/^\s*>\s?/, ''))
    .join('\n')
    .replace(/\s\[\d+\](?=\s|$)/g, '');
}

// Markdown emphasis and code marks, dropped from both sides of a comparison: a span with an
// asterisk (`*args`) still matches itself.
const plain = (text: string) => comparable(text).replace(/[*_`]/g, '');

/** Whether the answer holds one of the spans, quoted or not, emphasised or not. */
export function holdsGold(answer: string, gold: string[]): boolean {
  const text = comparable(unquoted(answer));
  const bare = plain(unquoted(answer));
  return gold.some((span) => text.includes(comparable(span)) || bare.includes(plain(span)));
}

/** Whether a passage (its heading counted, as a reader sees it) holds one of the spans. */
export function passageHolds(passage: { heading: string | null; text: string }, gold: string[]) {
  const text = comparable(passage.heading ? `${passage.heading} ${passage.text}` : passage.text);
  return gold.some((span) => text.includes(comparable(span)));
}

/** The answer after its lead-in line: what it quotes. */
function body(answer: string): string {
  return unquoted(answer.split('\n').slice(1).join('\n')).trim();
}

const words = (text: string) => text.split(/\s+/).filter((w) => /\w/.test(w)).length;

export function quotedWords(answer: string): number {
  return words(body(answer));
}

// A code line: inside a fence, indented, or at a prompt (R's "> ", a shell's "$ ", Python's
// ">>> " and "... ", which survive the block quote's own marker being stripped).
const PROMPT = /^(>|\$|>>>|\.\.\.)(\s|$)/;
const LIST_ITEM = /^\s*([-*+•]|\d+[.)])\s/;

/** More than half the quoted words sit in code or list lines. */
export function mostlyCodeOrList(answer: string): boolean {
  let fenced = false;
  let structured = 0;
  let total = 0;
  for (const line of body(answer).split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      continue;
    }
    const n = words(line);
    total += n;
    if (fenced || /^( {4}|\t)/.test(line) || PROMPT.test(line) || LIST_ITEM.test(line)) {
      structured += n;
    }
  }
  return total > 0 && structured / total > 0.5;
}

/** The same sentence (four words or more) twice in one answer. */
export function repeatedSentence(answer: string): string | null {
  const seen = new Set<string>();
  // Code may print what it holds (a docstring and its output): only prose counts.
  const sentences = body(answer)
    .replace(/```[^]*?```/g, ' ')
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+/);
  for (const sentence of sentences) {
    const key = plain(sentence)
      .replace(/[^\p{L}\p{N} ]/gu, '')
      .trim();
    if (key.split(' ').length < 4) continue;
    if (seen.has(key)) return sentence;
    seen.add(key);
  }
  return null;
}

/** Two answers read the same once markers and spacing are set aside. */
export function sameAnswer(a: string, b: string): boolean {
  return plain(unquoted(a)) === plain(unquoted(b));
}
