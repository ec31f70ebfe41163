import type { Hit } from '../types.ts';

// The usual constant: damps the head of each list so no single ranking dominates.
const K = 60;

/**
 * Weighted reciprocal rank fusion: each list votes weight/(K + rank) for its chunks, so a
 * less reliable ranking (lexical hashing vectors) can add evidence without outvoting a
 * strong one (BM25).
 */
export function fuseRankings(lists: { hits: Hit[]; weight: number }[]): Hit[] {
  const scores = new Map<string, number>();
  for (const { hits, weight } of lists) {
    hits.forEach((hit, rank) => {
      scores.set(hit.chunkId, (scores.get(hit.chunkId) ?? 0) + weight / (K + rank + 1));
    });
  }
  return [...scores]
    .map(([chunkId, score]) => ({ chunkId, score }))
    .sort((a, b) => b.score - a.score);
}
