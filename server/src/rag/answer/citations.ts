import type { Citation } from '@teachchat/shared';
import type { RetrievedChunk } from '../retrieve.ts';

/** Every retrieved passage as a numbered source: what a reply's [n] refers to. */
export function toSources(chunks: RetrievedChunk[]): Citation[] {
  return chunks.map((c, i) => ({
    index: i + 1,
    fileId: c.fileId,
    fileName: c.fileName,
    page: c.page,
    text: c.text,
  }));
}

/** The sources a finished reply cites by [n], in the order they are numbered. */
export function citationsUsed(reply: string, sources: Citation[]): Citation[] {
  const cited = new Set<number>();
  for (const m of reply.matchAll(/\[(\d{1,2})\]/g)) cited.add(Number(m[1]));
  return sources.filter((s) => cited.has(s.index));
}
