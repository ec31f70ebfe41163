import type { Hit } from '../types.ts';

// The usual constant: damps the head of each list so no single ranking dominates.
const K = 60;

/** Reciprocal rank fusion: each list votes 1/(K + rank) for its chunks. */
export function fuseRankings(lists: Hit[][]): Hit[] {
  const scores = new Map<string, number>();
  for (const list of lists) {
    list.forEach((hit, rank) => {
      scores.set(hit.chunkId, (scores.get(hit.chunkId) ?? 0) + 1 / (K + rank + 1));
    });
  }
  return [...scores]
    .map(([chunkId, score]) => ({ chunkId, score }))
    .sort((a, b) => b.score - a.score);
}
