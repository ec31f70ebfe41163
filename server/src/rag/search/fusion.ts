import type { Hit } from '../types.ts';
import type { LexicalRow } from './lexical.ts';

// Reciprocal rank fusion's usual constant: damps the head of each list so no single
// ranking dominates.
export const K = 60;

/** A chunk as the fusion placed it: its fused score and where it stood in each leg. */
export interface Fused {
  id: string;
  score: number;
  bm25_rank: number | null;
  misspelling_rank: number | null;
  vector_rank: number | null;
  /** 1-based place in the fused order. */
  place: number;
}

/** Places (1-based) by `better`, for the rows `keep` accepts; null for the others. */
function ranksBy<T>(
  rows: T[],
  keep: (row: T) => boolean,
  better: (a: T, b: T) => number,
): Map<T, number> {
  return new Map(
    rows
      .filter(keep)
      .sort(better)
      .map((row, i) => [row, i + 1]),
  );
}

/**
 * Weighted reciprocal rank fusion of the lexical rows (best first) with the vector hits,
 * in JS: the `ranked`, `fused` and `placed` steps of rankedPassages' statement
 * (passages.ts), with the same float8 arithmetic and tie-breaks, for the in-memory index.
 */
export function fuse(lexical: LexicalRow[], hits: Hit[], weight: number): Fused[] {
  const rank = new Map(lexical.map((row, i) => [row.id, i + 1]));
  const byScoreThenId = (a: LexicalRow, b: LexicalRow) =>
    (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0);
  const bm25 = ranksBy(
    lexical,
    (r) => r.asked_score > 0,
    (a, b) => b.asked_score - a.asked_score || byScoreThenId(a, b),
  );
  const misspelling = ranksBy(
    lexical,
    (r) => r.fixed_score > 0,
    (a, b) => b.fixed_score - a.fixed_score || byScoreThenId(a, b),
  );
  const vector = new Map<string, number>();
  hits.forEach((h, i) => {
    const id = h.chunkId.toLowerCase();
    if (!vector.has(id)) vector.set(id, i + 1);
  });
  const fused = [
    ...lexical.map((row) => row.id),
    ...[...vector.keys()].filter((id) => !rank.has(id)),
  ].map((id) => {
    const r = rank.get(id);
    const v = vector.get(id);
    const row = lexical[(r ?? 0) - 1];
    return {
      id,
      score: (r === undefined ? 0 : 1 / (K + r)) + (v === undefined ? 0 : weight / (K + v)),
      bm25_rank: (row && bm25.get(row)) ?? null,
      misspelling_rank: (row && misspelling.get(row)) ?? null,
      vector_rank: v ?? null,
      tie: r ?? K * 1000 + (v ?? 0),
    };
  });
  return fused
    .sort((a, b) => b.score - a.score || a.tie - b.tie)
    .map((f, i) => ({
      id: f.id,
      score: f.score,
      bm25_rank: f.bm25_rank,
      misspelling_rank: f.misspelling_rank,
      vector_rank: f.vector_rank,
      place: i + 1,
    }));
}
