import { readFileSync } from 'node:fs';

/** A passage that answers a question: a short verbatim span of one document. */
export interface Answer {
  doc: string;
  span: string;
}

export type Tag = 'misspelling' | 'rare-term' | 'code' | 'follow-up';

export interface Question {
  question: string;
  /** For a follow-up: the student's question before it, in the same conversation. */
  previous?: string;
  answers: Answer[];
  tags?: Tag[];
}

function read<T>(file: string): T {
  return JSON.parse(readFileSync(new URL(`../data/${file}`, import.meta.url), 'utf8')) as T;
}

/** A question set of scripts/bench/data, checked for shape. */
export function loadQuestions(file: string): Question[] {
  const questions = read<Question[]>(file);
  for (const q of questions) {
    if (typeof q.question !== 'string' || !Array.isArray(q.answers) || q.answers.length === 0) {
      throw new Error(`${file}: malformed entry ${JSON.stringify(q)}`);
    }
  }
  return questions;
}

/** Questions that no benchmark document answers: the assistant should say "not covered". */
export function loadOffMaterial(): string[] {
  return read<string[]>('off-material.json');
}

/** Chunks are normalised text (NFKC, single spaces); spans are compared the same way. */
export function comparable(text: string): string {
  return text.normalize('NFKC').replace(/\s+/g, ' ').toLowerCase();
}

export interface Judged {
  doc: string;
  /** The section title the chunk sits under: part of what a reader sees. */
  heading?: string | null;
  text: string;
}

/**
 * Relevance by content, not chunk ids: a chunk answers when it holds an answer's span and
 * (unless `anyDoc`) comes from that answer's document.
 */
export function answers(question: Question, chunk: Judged, anyDoc = false): boolean {
  const text = comparable(chunk.heading ? `${chunk.heading} ${chunk.text}` : chunk.text);
  return question.answers.some(
    (a) => (anyDoc || a.doc === chunk.doc) && text.includes(comparable(a.span)),
  );
}

/** Whether a text (an offline answer) holds one of the question's answer spans. */
export function holdsAnswer(question: Question, text: string): boolean {
  const haystack = comparable(text);
  return question.answers.some((a) => haystack.includes(comparable(a.span)));
}

/** Fails naming every answer span that no chunk of its document holds: a typo in the set. */
export function checkSpans(questions: Question[], chunks: Judged[]): void {
  const missing = questions.flatMap((q) =>
    q.answers.filter((a) => !chunks.some((c) => answers({ ...q, answers: [a] }, c))),
  );
  if (missing.length > 0) {
    throw new Error(`Answer spans found in no chunk: ${JSON.stringify(missing, null, 1)}`);
  }
}

/** 1-based rank of the first answering chunk, or null. */
export function firstAnswer(question: Question, ranked: Judged[], anyDoc = false): number | null {
  const i = ranked.findIndex((chunk) => answers(question, chunk, anyDoc));
  return i < 0 ? null : i + 1;
}
