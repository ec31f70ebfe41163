import { CANDIDATES } from '@teachchat/server/bench-api';
import { lexicalRowsInMemory } from '@teachchat/server/bench-api';
import type { Question } from './questions.ts';
import type { BenchActivity, RetrievalApp } from './retrieval-app.ts';
import { ms, percentile, seconds, timed } from './stats.ts';
import { markdownTable } from './table.ts';

/** The lexical legs in PostgreSQL and in memory on one activity, in the same run. */
export interface LexicalComparison {
  corpus: string;
  chunks: number;
  buildMs: number;
  /** The index's own estimate (what LEXICAL_INDEX_MB counts), and the heap it added when
   * the run can collect garbage (node --expose-gc). */
  bytes: number;
  heapBytes: number | null;
  /** ms per question: the BM25 step alone, and the whole retrieve(). */
  lexical: { sql: number[]; memory: number[]; miniSearch: number[] };
  retrieve: { sql: number[]; memory: number[] };
  /** Questions whose passages (ids, order, scores, legs) were the same on both paths. */
  same: number;
  asked: number;
}

const gc = (globalThis as { gc?: () => void }).gc;
const heapNow = () => {
  gc?.();
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
};

/**
 * Builds the activity's index, then asks every question `rounds` times down both paths,
 * alternately (a loaded machine slows both alike): the lexical legs alone (the plan made
 * beforehand, as retrieve() makes it) and the whole retrieve(), and checks both return the
 * same passages.
 */
export async function compareLexical(
  app: RetrievalApp,
  activity: BenchActivity,
  corpus: string,
  questions: Question[],
  rounds: number,
  miniSearch: number[],
): Promise<LexicalComparison> {
  const heapBefore = heapNow();
  const { value: index, ms: buildMs } = await timed(() => app.lexicalIndex(activity));
  const heapBytes = gc ? heapNow() - heapBefore : null;
  const result: LexicalComparison = {
    corpus,
    chunks: index.ids.length,
    buildMs,
    bytes: index.bytes,
    heapBytes,
    lexical: { sql: [], memory: [], miniSearch },
    retrieve: { sql: [], memory: [] },
    same: 0,
    asked: 0,
  };
  for (let round = 0; round < rounds; round++) {
    for (const q of questions) {
      const plan = await app.plan(activity, q.question, q.previous);
      const { terms, stats } = plan;
      const sqlRows = await timed(() => app.lexicalSql(activity, plan));
      const started = performance.now();
      const memoryRows = lexicalRowsInMemory(index, terms, stats.avgLength, CANDIDATES);
      result.lexical.memory.push(performance.now() - started);
      result.lexical.sql.push(sqlRows.ms);
      if (JSON.stringify(memoryRows) !== JSON.stringify(sqlRows.value))
        throw new Error(`the lexical legs differ for "${q.question}"`);

      const sql = await timed(() => app.ask(activity, q.question, { previous: q.previous }));
      const memory = await timed(() =>
        app.ask(activity, q.question, { previous: q.previous, path: 'memory' }),
      );
      result.retrieve.sql.push(sql.ms);
      result.retrieve.memory.push(memory.ms);
      result.asked++;
      if (JSON.stringify(sql.value) === JSON.stringify(memory.value)) result.same++;
      else if (round === 0) {
        const ids = (r: typeof sql.value) => r.chunks.map((c) => c.chunkId.slice(0, 8)).join(' ');
        console.log(
          `  not the same passages: "${q.question}"\n    SQL    (${sql.value.searched}) ${ids(sql.value)}\n    memory (${memory.value.searched}) ${ids(memory.value)}`,
        );
      }
    }
  }
  return result;
}

const p50p95 = (samples: number[]) =>
  `${ms(percentile(samples, 0.5))} / ${ms(percentile(samples, 0.95))}`;
const ratio = (a: number[], b: number[]) =>
  `${(percentile(a, 0.5) / percentile(b, 0.5)).toFixed(2)} / ${(percentile(a, 0.95) / percentile(b, 0.95)).toFixed(2)}`;

export function lexicalTable(runs: LexicalComparison[]): string {
  return markdownTable(
    [
      'Corpus',
      'Index build',
      'Index bytes per chunk (estimate / heap)',
      'BM25 step, SQL',
      'BM25 step, memory',
      'MiniSearch search',
      'memory ÷ MiniSearch',
      'retrieve(), SQL',
      'retrieve(), memory',
      'memory ÷ SQL (retrieve)',
      'Same passages',
    ],
    runs.map((r) => [
      `${r.corpus} (${r.chunks})`,
      seconds(r.buildMs),
      `${(r.bytes / r.chunks).toFixed(0)} / ${r.heapBytes === null ? '–' : (r.heapBytes / r.chunks).toFixed(0)}`,
      p50p95(r.lexical.sql),
      p50p95(r.lexical.memory),
      p50p95(r.lexical.miniSearch),
      ratio(r.lexical.memory, r.lexical.miniSearch),
      p50p95(r.retrieve.sql),
      p50p95(r.retrieve.memory),
      ratio(r.retrieve.memory, r.retrieve.sql),
      `${r.same}/${r.asked}`,
    ]),
  );
}
