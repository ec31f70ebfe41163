import { readFileSync } from 'node:fs';

/** A passage that answers a question: a short verbatim span of one document. */
export interface Answer {
  doc: string;
  span: string;
}

export interface Question {
  question: string;
  answers: Answer[];
  tags?: ('misspelling' | 'rare-term')[];
}

export function loadQuestions(): Question[] {
  const path = new URL('../data/questions.json', import.meta.url);
  const questions = JSON.parse(readFileSync(path, 'utf8')) as Question[];
  for (const q of questions) {
    if (typeof q.question !== 'string' || !Array.isArray(q.answers) || q.answers.length === 0) {
      throw new Error(`questions.json: malformed entry ${JSON.stringify(q)}`);
    }
  }
  return questions;
}

/** Chunks are normalised text (NFKC, single spaces); spans are compared the same way. */
function comparable(text: string): string {
  return text.normalize('NFKC').replace(/\s+/g, ' ').toLowerCase();
}

export interface Judged {
  doc: string;
  text: string;
}

/**
 * Relevance by content, not chunk ids: a chunk answers when it holds an answer's span and
 * (unless `anyDoc`) comes from that answer's document.
 */
export function answers(question: Question, chunk: Judged, anyDoc = false): boolean {
  const text = comparable(chunk.text);
  return question.answers.some(
    (a) => (anyDoc || a.doc === chunk.doc) && text.includes(comparable(a.span)),
  );
}

/** Recall@k (the answer is among the first k) and reciprocal rank within the first `mrrDepth`. */
export function score(
  questions: Question[],
  ranked: Judged[][],
  opts: { k: number; mrrDepth: number; anyDoc?: boolean },
): { recall: number; mrr: number } {
  let found = 0;
  let reciprocal = 0;
  questions.forEach((question, i) => {
    const rank = (ranked[i] ?? []).findIndex((chunk) => answers(question, chunk, opts.anyDoc));
    if (rank >= 0 && rank < opts.k) found++;
    if (rank >= 0 && rank < opts.mrrDepth) reciprocal += 1 / (rank + 1);
  });
  return { recall: found / questions.length, mrr: reciprocal / questions.length };
}
