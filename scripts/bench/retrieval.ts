// Retrieval quality and latency of every store against a plain BM25 baseline, in one run.
// Usage: node scripts/bench/retrieval.ts [--quick]   (--quick skips the 100k-chunk corpus)
// Results and how to read them: docs/benchmarks.md.
import { randomUUID } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  bm25Baseline,
  chromaBackend,
  faissBackend,
  LABELS,
  pineconeBackend,
  type Backend,
  type Query,
} from './lib/backends.ts';
import {
  chunkDocuments,
  embedChunks,
  embedder,
  EXTRA_SOURCES,
  growCorpus,
  loadDocuments,
  QUESTION_SOURCES,
} from './lib/corpus.ts';
import { describeMachine } from './lib/machine.ts';
import { measure } from './lib/measure.ts';
import { startPostgres } from './lib/postgres.ts';
import { loadQuestions, type Question } from './lib/questions.ts';
import { latencyTable, MRR_DEPTH, qualityTable, type Corpus, type Outcome } from './lib/report.ts';
import { ms, percentile, seconds, timed } from './lib/stats.ts';

const LARGE_CHUNKS = 100_000;
const quick = process.argv.includes('--quick');

function reason(error: unknown): string {
  const line = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? 'failed';
  return line.length > 100 ? `${line.slice(0, 99)}…` : line;
}

async function buildCorpora(): Promise<Corpus[]> {
  const docs = loadDocuments(QUESTION_SOURCES);
  const small = await embedChunks(await chunkDocuments(docs));
  console.log(
    `Question corpus: ${docs.length} documents, ${small.chunks.length} chunks (embedded in ${seconds(small.ms)}).`,
  );
  const corpora: Corpus[] = [
    {
      name: `${small.chunks.length} chunks`,
      chunks: small.chunks,
      anyDoc: false,
      firstRoundMs: 600_000,
    },
  ];
  if (quick) return corpora;
  const all = [...docs, ...loadDocuments(EXTRA_SOURCES)];
  const grown = await timed(() => growCorpus(all, LARGE_CHUNKS));
  const large = await embedChunks(grown.value);
  console.log(
    `Large corpus: ${all.length} documents grown to ${large.chunks.length} chunks ` +
      `(parse + chunk ${seconds(grown.ms)}, embed ${seconds(large.ms)}).`,
  );
  // A minute: a store that needs more per query is reported from the questions it answered.
  corpora.push({
    name: `${large.chunks.length} chunks`,
    chunks: large.chunks,
    anyDoc: true,
    firstRoundMs: 60_000,
  });
  return corpora;
}

async function embedQuestions(
  questions: Question[],
): Promise<{ queries: Query[]; times: number[] }> {
  const queries: Query[] = [];
  const times: number[] = [];
  for (const q of questions) {
    const { value, ms: took } = await timed(() => embedder.embed([q.question]));
    queries.push({
      text: q.question,
      embedding: value[0] ?? new Float32Array(embedder.dimensions),
    });
    times.push(took);
  }
  return { queries, times };
}

const questions = loadQuestions();
console.log(`# Retrieval benchmark\n\n${describeMachine()}\n`);
let corpora: Corpus[];
try {
  corpora = await buildCorpora();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const { queries, times: embedTimes } = await embedQuestions(questions);

const tmp = await mkdtemp(join(tmpdir(), 'teachchat-bench-'));
// Under root the embedded PostgreSQL runs as the postgres user, which must reach its folder.
await chmod(tmp, 0o755);
const backends: Backend[] = [bm25Baseline()];
const results = corpora.map(() => new Map<string, Outcome>());
const notStarted = (label: string, error: unknown) => {
  for (const r of results) r.set(label, { error: `did not start: ${reason(error)}` });
};
try {
  try {
    const { postgres, variants, faiss } = await startPostgres(tmp);
    backends.push(faiss, postgres, ...variants);
  } catch (error) {
    notStarted(LABELS.postgres, error);
    backends.push(faissBackend(tmp));
  }
  for (const [label, start] of [
    [LABELS.chroma, () => chromaBackend(tmp)],
    [LABELS.pinecone, () => pineconeBackend()],
  ] as const) {
    try {
      backends.push(await start());
    } catch (error) {
      notStarted(label, error);
    }
  }
  for (const [i, corpus] of corpora.entries()) {
    const activityId = randomUUID();
    for (const backend of backends) {
      process.stdout.write(`  ${corpus.name}: ${backend.label}… `);
      try {
        const run = await measure(backend, activityId, corpus.chunks, queries, {
          depth: MRR_DEPTH,
          firstRoundMs: corpus.firstRoundMs,
        });
        results[i]?.set(backend.label, run);
        console.log(`indexed in ${seconds(run.indexMs)}, p50 ${ms(run.p50)} ms`);
      } catch (error) {
        results[i]?.set(backend.label, { error: reason(error) });
        console.log(`failed: ${reason(error)}`);
      }
    }
  }
} finally {
  for (const backend of backends) {
    await backend
      .close()
      .catch((error: unknown) => console.error(`closing ${backend.label}:`, error));
  }
  await rm(tmp, { recursive: true, force: true });
}

for (const [i, corpus] of corpora.entries()) {
  const judged = corpus.anyDoc ? ' (relevant = holds the answer span, any document)' : '';
  console.log(`\n## Quality, ${corpus.name}${judged}\n`);
  console.log(qualityTable(questions, corpus, results[i] ?? new Map<string, Outcome>()));
}
console.log('\n## Store query latency (ms; query embedding excluded)\n');
console.log(latencyTable(corpora, results));
console.log(
  `\nQuery embedding (${embedder.name}): p50 ${ms(percentile(embedTimes, 0.5))} ms, ` +
    `p95 ${ms(percentile(embedTimes, 0.95))} ms per question.`,
);
