import { tokenize } from '../embed/hashing.ts';
import type { RetrievedChunk } from '../retrieve.ts';

const MAX_QUOTES = 3;
// Words too common to show that a sentence is about the question.
const STOP = new Set(
  'a an and are as at be by can do does for from how i in is it of on or that the this to was what when where which who why with you your'.split(
    ' ',
  ),
);

export const OFFLINE_INTRO =
  'I am answering offline, so here is what the course material says, quoted directly:';
export const OFFLINE_NOTHING =
  "I couldn't find anything about that in this activity's course material. Try asking in other words, or ask your teacher.";

function sentences(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"'(])/)
    .map((s) => s.trim())
    .filter((s) => s.length >= 20);
}

/**
 * The offline responder's answer: the sentences of the retrieved passages that share the
 * most (rarest) words with the question, quoted with their source number. Deterministic:
 * the same material and question always give the same answer.
 */
export function offlineAnswer(question: string, chunks: RetrievedChunk[]): string {
  const terms = new Set(tokenize(question).filter((t) => !STOP.has(t) && t.length > 1));
  if (terms.size === 0 || chunks.length === 0) return OFFLINE_NOTHING;
  const docFreq = new Map<string, number>();
  const candidates = chunks.flatMap((chunk, index) =>
    sentences(chunk.text).map((text, position) => ({
      text,
      source: index + 1,
      rank: index,
      position,
    })),
  );
  for (const c of candidates) {
    for (const t of new Set(tokenize(c.text)))
      if (terms.has(t)) docFreq.set(t, (docFreq.get(t) ?? 0) + 1);
  }
  const scored = candidates
    .map((c) => {
      const words = new Set(tokenize(c.text));
      let score = 0;
      for (const t of terms)
        if (words.has(t)) score += Math.log(1 + candidates.length / (docFreq.get(t) ?? 1));
      // Prefer the better-ranked passage when sentences tie.
      return { ...c, score: score - c.rank * 0.01 };
    })
    .filter((c) => c.score > 0.5)
    .sort((a, b) => b.score - a.score || a.rank - b.rank || a.position - b.position);
  const picked: typeof scored = [];
  for (const c of scored) {
    if (picked.length >= MAX_QUOTES) break;
    if (!picked.some((p) => p.text === c.text)) picked.push(c);
  }
  if (picked.length === 0) return OFFLINE_NOTHING;
  // Quotes follow the order of the material, which reads better than score order.
  picked.sort((a, b) => a.rank - b.rank || a.position - b.position);
  return [OFFLINE_INTRO, ...picked.map((p) => `> ${p.text} [${p.source}]`)].join('\n\n');
}

/**
 * Streams a finished text in word-sized pieces, like a model would, `delayMs` apart so
 * the reader sees it being written (0 for tests and benchmarks).
 */
export async function* streamWords(text: string, delayMs = 0): AsyncGenerator<string> {
  for (const piece of text.match(/\S+\s*|\s+/g) ?? []) {
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    yield piece;
  }
}
