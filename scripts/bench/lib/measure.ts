import type { Backend, Query } from './backends.ts';
import { percentile, timed } from './stats.ts';

export interface Run {
  /** Chunk ids (best first) per question of the first round; fewer lists than questions
   *  when that round ran out of time. */
  ranked: string[][];
  indexMs: number;
  /** The first query of the activity: lazy loads and index builds land here. */
  firstMs: number;
  p50: number;
  p95: number;
  samples: number;
}

const MAX_ROUNDS = 4;
// Later rounds start only within this time from the first; they add latency samples.
const REPEAT_MS = 20_000;

/**
 * Indexes the chunks, then asks the first question cold (timed on its own: lazy loads and
 * index builds land there), then every question, stopping early (after at least one) past
 * `firstRoundMs` for a store that takes seconds per query, then more rounds within
 * REPEAT_MS. Only the store call is timed; the query embeddings were made beforehand.
 */
export async function measure(
  backend: Backend,
  activityId: string,
  chunks: Parameters<Backend['index']>[1],
  queries: Query[],
  opts: { depth: number; firstRoundMs: number },
): Promise<Run> {
  const { depth } = opts;
  const { ms: indexMs } = await timed(() => backend.index(activityId, chunks));
  const [first] = queries;
  if (!first) throw new Error('no questions');
  const { ms: firstMs } = await timed(() => backend.search(activityId, first, depth));
  const ranked: string[][] = [];
  const samples: number[] = [];
  const started = performance.now();
  for (const query of queries) {
    if (ranked.length > 0 && performance.now() - started > opts.firstRoundMs) break;
    const { value, ms } = await timed(() => backend.search(activityId, query, depth));
    ranked.push(value);
    samples.push(ms);
  }
  for (let round = 1; round < MAX_ROUNDS && ranked.length === queries.length; round++) {
    if (performance.now() - started > REPEAT_MS) break;
    for (const query of queries) {
      samples.push((await timed(() => backend.search(activityId, query, depth))).ms);
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
