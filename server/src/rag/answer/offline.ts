import { en, type Translate, translator } from '../../texts/index.ts';
import { carriedWords, type Retrieval, type RetrievedChunk } from '../retrieve.ts';
import { type AnswerWindow, answeringWindows } from './window.ts';

export const OFFLINE_INTRO = en['assistant.offline.intro'];
export const OFFLINE_NOTE_INTRO = en['assistant.offline.noteIntro'];
export const OFFLINE_NOTHING = en['assistant.notCovered'];

const english = translator('en');

/**
 * The offline responder's answer: one lead-in line, then the answering windows of the
 * passages (window.ts), quoted verbatim with their source numbers, in the material's order.
 * A teacher's note that answers the question is quoted whole instead.
 */
export function offlineAnswer(
  question: string,
  chunks: RetrievedChunk[],
  options: Parameters<typeof answeringWindows>[2] = {},
  t: Translate = english,
): string {
  // The teacher's own answer to this question, when there is one, is the answer: whole, and
  // before any sentence picked from the material (which may be what misled the first reply).
  const notes = chunks.flatMap((c, i) => (c.answersQuestion ? [quoteWhole(c.text, i + 1)] : []));
  if (notes.length > 0) return [t('assistant.offline.noteIntro'), ...notes].join('\n\n');
  const windows = answeringWindows(question, chunks, options);
  if (windows.length === 0) return t('assistant.notCovered');
  // In the order of the material, which reads better than score order.
  const read = windows.toSorted((a, b) => a.at - b.at);
  return [t('assistant.offline.intro'), ...read.map(format)].join('\n\n');
}

/**
 * The offline reply to a question as a chat turn gives it: from what the search found (no
 * passages when the material does not cover it), in the form the student asked, never
 * repeating the previous reply.
 */
export function offlineReply(
  retrieval: Retrieval,
  previousReply?: string,
  forbidden?: (text: string) => boolean,
  t: Translate = english,
): string {
  const chunks = retrieval.covered ? retrieval.chunks : [];
  const reply = offlineAnswer(
    retrieval.searched,
    chunks,
    {
      asked: retrieval.asked,
      carried: carriedWords(retrieval),
      pointing: retrieval.pointing,
      stopWords: retrieval.stopWords,
      previousReply,
      forbidden,
    },
    t,
  );
  // A question in another language than the material's finds only the words they share.
  if (!retrieval.otherLanguage) return reply;
  return `${t('assistant.offline.otherLanguage', { language: retrieval.otherLanguage })}\n\n${reply}`;
}

function format({ source, units }: AnswerWindow): string {
  const body = units
    .map((u, i) => {
      const after = units[i + 1];
      const text = u.kind === 'code' ? fenced(u.text) : u.text;
      const joiner =
        after && u.kind === 'sentence' && after.kind === 'sentence' ? ' ' : after ? '\n' : '';
      return text + joiner;
    })
    .join('');
  return `${body
    .split('\n')
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n')} [${source}]`;
}

/** Code keeps its lines and indentation when shown: in a fence, unless it has one. */
function fenced(code: string): string {
  return code.startsWith('```') ? code : `\`\`\`\n${code}\n\`\`\``;
}

function quoteWhole(text: string, source: number): string {
  return `${text
    .split('\n')
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n')} [${source}]`;
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
