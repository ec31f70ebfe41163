import MiniSearch from 'minisearch';
import type { BenchChunk } from './corpus.ts';

/** The baseline: MiniSearch with its defaults (BM25+, no stemming, no fuzzy matching). */
export function bm25Baseline(
  chunks: BenchChunk[],
): (question: string, limit: number) => BenchChunk[] {
  const index = new MiniSearch<{ id: string; text: string }>({ fields: ['text'] });
  index.addAll(chunks.map(({ id, text }) => ({ id, text })));
  const byId = new Map(chunks.map((c) => [c.id, c]));
  return (question, limit) =>
    index
      .search(question)
      .slice(0, limit)
      .flatMap((result) => byId.get(String(result.id)) ?? []);
}
