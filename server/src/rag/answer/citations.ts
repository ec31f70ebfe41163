import { type Citation, TEACHER_NOTE_LABEL } from '@teachchat/shared';
import type { RetrievedChunk } from '../retrieve.ts';

/**
 * Every retrieved passage as a numbered source: what a reply's [n] refers to. A teacher's
 * note is cited as "Teacher's note": its title may be the words of the student whose
 * question it was pinned from, and other students read these sources.
 */
export function toSources(chunks: RetrievedChunk[]): Citation[] {
  return chunks.map((c, i) =>
    c.note
      ? {
          index: i + 1,
          fileId: c.fileId,
          fileName: TEACHER_NOTE_LABEL,
          page: null,
          text: c.text,
          note: true,
        }
      : { index: i + 1, fileId: c.fileId, fileName: c.fileName, page: c.page, text: c.text },
  );
}

const MARKER = /\[(\d{1,3})\]/g;
const TRAILING_MARKERS = /(?:\s*\[\d{1,3}\])+\s*$/;

/** The sources a finished reply cites by [n], in the order they are numbered. */
export function citationsUsed(reply: string, sources: Citation[]): Citation[] {
  const cited = new Set<number>();
  for (const m of reply.matchAll(MARKER)) cited.add(Number(m[1]));
  return sources.filter((s) => cited.has(s.index));
}

export interface CheckedReply {
  /** The reply without markers that point at no passage ([7] when five were given). */
  content: string;
  /** The passages it cites. */
  citations: Citation[];
  /** Quoted spans (in quotes or a block quote) not found word for word in the passages. */
  unverifiedQuotes: string[];
}

// Shorter quoted spans are names of things ("the “with” statement"), not quotations.
const MIN_QUOTE_WORDS = 4;

/** Case, spacing, quote marks, code fences and Markdown emphasis do not make a quote
 * untrue. */
function comparable(text: string): string {
  return text
    .replace(/^\s*(?:```|~~~)[\w+-]*\s*$/gm, ' ')
    .normalize('NFKC')
    .replace(/[‘’`]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/\*\*|__|\*/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** A quote holds when each part between ellipses stands in the passage, in order. */
function quotedIn(quote: string, passage: string): boolean {
  const text = comparable(passage);
  let from = 0;
  for (const part of comparable(quote).split(/\s*(?:\.\.\.|…|\[\.\.\.\])\s*/)) {
    if (!part) continue;
    const at = text.indexOf(part, from);
    if (at < 0) return false;
    from = at + part.length;
  }
  return true;
}

interface Quote {
  text: string;
  /** The passages cited next to it: on its line, or right after its block. */
  cites: number[];
}

function citesIn(text: string): number[] {
  return [...text.matchAll(MARKER)].map((m) => Number(m[1]));
}

function quotesOf(reply: string): Quote[] {
  const quotes: Quote[] = [];
  const lines = reply.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (!/^\s*>/.test(lines[i] ?? '')) continue;
    const block: string[] = [];
    while (i < lines.length && /^\s*>/.test(lines[i] ?? '')) {
      const line = (lines[i] ?? '').replace(/^\s*>\s?/, '');
      // A code fence shows the quoted lines as code; it is not part of the quote (a
      // closing fence may carry the citation).
      const unfenced = line.replace(/^\s*```[\w+-]*/, '');
      if (unfenced.trim() !== '') block.push(unfenced);
      i++;
    }
    const joined = block.join(' ');
    const after = lines[i] ?? '';
    quotes.push({
      text: joined.replace(TRAILING_MARKERS, '').trim(),
      cites: [...citesIn(joined), ...citesIn(after.slice(0, 12))],
    });
  }
  for (const line of lines) {
    if (/^\s*>/.test(line)) continue;
    for (const m of line.matchAll(/“([^”]+)”|"([^"]+)"/g)) {
      const text = (m[1] ?? m[2] ?? '').trim();
      if (text.split(/\s+/).length >= MIN_QUOTE_WORDS) quotes.push({ text, cites: citesIn(line) });
    }
  }
  return quotes.filter((q) => q.text.length > 0);
}

// A fence line, in a block quote or not: "```", "> ```python".
const FENCE = /^\s*(?:>\s?)*(?:```|~~~)/;

/**
 * `edit` applied to the reply's prose only: inside code (a fenced block or a `span`) "[0]"
 * is an index, never a citation, and stays as written.
 */
function outsideCode(reply: string, edit: (prose: string) => string): string {
  let inFence = false;
  return reply
    .split('\n')
    .map((line) => {
      if (FENCE.test(line)) {
        inFence = !inFence;
        return line;
      }
      if (inFence) return line;
      return line
        .split(/(`[^`]*`)/)
        .map((part, i) => (i % 2 === 1 ? part : edit(part)))
        .join('');
    })
    .join('\n');
}

/**
 * Holds a model's finished reply to its passages: a reply shows only the sources it cites,
 * a marker pointing at no passage is removed, and every quoted span must stand word for
 * word in a passage it cites (any passage, when it cites none nearby) or is reported
 * as unverified.
 */
export function checkReply(reply: string, sources: Citation[]): CheckedReply {
  const byIndex = new Map(sources.map((s) => [s.index, s]));
  const content = outsideCode(reply, (prose) =>
    prose.replace(MARKER, (marker, n: string) => (byIndex.has(Number(n)) ? marker : '')),
  );
  const unverifiedQuotes = quotesOf(content)
    .filter((q) => {
      const cited = q.cites.flatMap((n) => byIndex.get(n) ?? []);
      const passages = cited.length > 0 ? cited : sources;
      // A marker inside a quote is the passage's own ("see [6]", a footnote's "^[30]") or a
      // citation mid-quote; one pointing at no passage was taken out of the reply above.
      const bare = q.text.replace(MARKER, ' ');
      return !passages.some(
        (p) => quotedIn(q.text, p.text) || quotedIn(bare, p.text.replace(MARKER, ' ')),
      );
    })
    .map((q) => q.text);
  return { content, citations: citationsUsed(content, sources), unverifiedQuotes };
}

/**
 * A finished reply as it is saved and shown: a model's reply checked against its passages
 * (checkReply); the offline responder's, which quotes verbatim by construction, as written.
 */
export function finishReply(
  mode: 'model' | 'offline',
  reply: string,
  sources: Citation[],
): CheckedReply {
  return mode === 'model'
    ? checkReply(reply, sources)
    : { content: reply, citations: citationsUsed(reply, sources), unverifiedQuotes: [] };
}
