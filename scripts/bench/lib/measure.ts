import type { Backend, Query } from './backends.ts';
import { percentile, timed } from './stats.ts';

export interface Run {
  /** Chunk ids per question (first round), best first. */
  ranked: string[][];
  indexMs: number;
  /** The first query of the activity: lazy loads and index builds land here. */
  firstMs: number;
  p50: number;
  p95: number;
  samples: number;
}

const MAX_ROUNDS = 4;
const ROUND_BUDGET_MS = 30_000;

/**
 * Indexes the chunks, then asks every question: once cold (timed on its own), then in
 * rounds until MAX_ROUNDS or the time budget runs out. Only the store call is timed; the
 * query embeddings were made beforehand.
 */
export async function measure(
  backend: Backend,
  activityId: string,
  chunks: Parameters<Backend['index']>[1],
  queries: Query[],
  depth: number,
): Promise<Run> {
  const { ms: indexMs } = await timed(() => backend.index(activityId, chunks));
  const [first] = queries;
  if (!first) throw new Error('no questions');
  const { ms: firstMs } = await timed(() => backend.search(activityId, first, depth));
  const ranked: string[][] = [];
  const samples: number[] = [];
  const started = performance.now();
  for (let round = 0; round < MAX_ROUNDS; round++) {
    if (round > 0 && performance.now() - started > ROUND_BUDGET_MS) break;
    for (const query of queries) {
      const { value, ms } = await timed(() => backend.search(activityId, query, depth));
      if (round === 0) ranked.push(value);
      samples.push(ms);
    }
  }
  return {
    ranked,
    indexMs,
    firstMs,
    p50: percentile(samples, 0.5),
    p95: percentile(samples, 0.95),
    samples: samples.length,
  };
}
