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
  type BenchChunk,
} from './lib/corpus.ts';
import { describeMachine } from './lib/machine.ts';
import { measure, type Run } from './lib/measure.ts';
import { postgresBackend } from './lib/postgres.ts';
import { loadQuestions, score, type Question } from './lib/questions.ts';
import { ms, percentile, seconds, timed } from './lib/stats.ts';
import { markdownTable } from './lib/table.ts';

const LARGE_CHUNKS = 100_000;
const RECALL_AT = 5;
const MRR_DEPTH = 10;
const quick = process.argv.includes('--quick');

interface Corpus {
  name: string;
  chunks: BenchChunk[];
  /** Growing the corpus mixes documents, so only the span can say which chunk answers. */
  anyDoc: boolean;
}

type Outcome = Run | { error: string };

function reason(error: unknown): string {
  const line = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? 'failed';
  return line.length > 100 ? `${line.slice(0, 99)}…` : line;
}

async function buildCorpora(): Promise<Corpus[]> {
  const docs = loadDocuments(QUESTION_SOURCES);
  const small = await embedChunks(await chunkDocuments(docs));
  console.log(`Question corpus: ${docs.length} documents, ${small.chunks.length} chunks (embedded in ${seconds(small.ms)}).`);
  const corpora = [{ name: `${small.chunks.length} chunks`, chunks: small.chunks, anyDoc: false }];
  if (quick) return corpora;
  const all = [...docs, ...loadDocuments(EXTRA_SOURCES)];
  const grown = await timed(() => growCorpus(all, LARGE_CHUNKS));
  const large = await embedChunks(grown.value);
  console.log(
    `Large corpus: ${all.length} documents grown to ${large.chunks.length} chunks ` +
      `(parse + chunk ${seconds(grown.ms)}, embed ${seconds(large.ms)}).`,
  );
  corpora.push({ name: `${large.chunks.length} chunks`, chunks: large.chunks, anyDoc: true });
  return corpora;
}

async function embedQuestions(questions: Question[]): Promise<{ queries: Query[]; times: number[] }> {
  const queries: Query[] = [];
  const times: number[] = [];
  for (const q of questions) {
    const { value, ms: took } = await timed(() => embedder.embed([q.question]));
    queries.push({ text: q.question, embedding: value[0] ?? new Float32Array(embedder.dimensions) });
    times.push(took);
  }
  return { queries, times };
}

function qualityRows(questions: Question[], corpus: Corpus, outcomes: Map<string, Outcome>): string[][] {
  const byId = new Map(corpus.chunks.map((c) => [c.id, c]));
  const subsets: [string, (q: Question) => boolean][] = [
    ['all', () => true],
    ['misspelling', (q) => q.tags?.includes('misspelling') ?? false],
    ['rare-term', (q) => q.tags?.includes('rare-term') ?? false],
  ];
  return [...outcomes].map(([label, outcome]) => {
    if ('error' in outcome) return [label, `not measured: ${outcome.error}`];
    const cells = subsets.map(([, keep]) => {
      const picked = questions.flatMap((q, i) => (keep(q) ? [{ q, ranked: outcome.ranked[i] ?? [] }] : []));
      const ranked = picked.map(({ ranked: ids }) => ids.flatMap((id) => byId.get(id) ?? []));
      return score(
        picked.map(({ q }) => q),
        ranked,
        { k: RECALL_AT, mrrDepth: MRR_DEPTH, anyDoc: corpus.anyDoc },
      );
    });
    return [label, ...cells.flatMap(({ recall, mrr }) => [recall.toFixed(2), mrr.toFixed(2)])];
  });
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
try {
  const starters: [string, () => Promise<Backend>][] = [
    [LABELS.postgres, () => postgresBackend(tmp)],
    [LABELS.chroma, () => chromaBackend(tmp)],
    [LABELS.pinecone, () => pineconeBackend()],
    [LABELS.faiss, async () => faissBackend(tmp)],
  ];
  for (const [label, start] of starters) {
    try {
      backends.push(await start());
    } catch (error) {
      for (const r of results) r.set(label, { error: `did not start: ${reason(error)}` });
    }
  }
  for (const [i, corpus] of corpora.entries()) {
    const activityId = randomUUID();
    for (const backend of backends) {
      process.stdout.write(`  ${corpus.name}: ${backend.label}… `);
      try {
        const run = await measure(backend, activityId, corpus.chunks, queries, MRR_DEPTH);
        results[i]?.set(backend.label, run);
        console.log(`indexed in ${seconds(run.indexMs)}, p50 ${ms(run.p50)} ms`);
      } catch (error) {
        results[i]?.set(backend.label, { error: reason(error) });
        console.log(`failed: ${reason(error)}`);
      }
    }
  }
} finally {
  for (const backend of backends) await backend.close().catch(() => undefined);
  await rm(tmp, { recursive: true, force: true });
}

const header = ['Store', ...['all', 'misspelling', 'rare-term'].flatMap((s) => [`recall@5 ${s}`, `MRR@10 ${s}`])];
for (const [i, corpus] of corpora.entries()) {
  const outcomes = results[i] ?? new Map<string, Outcome>();
  const count = (tag: string) => questions.filter((q) => q.tags?.includes(tag as 'rare-term')).length;
  console.log(
    `\n## Quality, ${corpus.name}${corpus.anyDoc ? ' (relevant = holds the answer span, any document)' : ''}\n` +
      `${questions.length} questions (${count('misspelling')} misspelt, ${count('rare-term')} rare-term)\n`,
  );
  console.log(markdownTable(header, qualityRows(questions, corpus, outcomes)));
}

const rows = corpora.flatMap((corpus, i) =>
  [...(results[i] ?? [])].map(([label, outcome]) =>
    'error' in outcome
      ? [label, corpus.name, `not measured: ${outcome.error}`]
      : [label, corpus.name, seconds(outcome.indexMs), ms(outcome.firstMs), ms(outcome.p50), ms(outcome.p95), String(outcome.samples)],
  ),
);
console.log('\n## Store query latency (ms; query embedding excluded)\n');
console.log(markdownTable(['Store', 'Corpus', 'Index build', 'First query', 'p50', 'p95', 'Queries'], rows));
console.log(
  `\nQuery embedding (${embedder.name}): p50 ${ms(percentile(embedTimes, 0.5))} ms, ` +
    `p95 ${ms(percentile(embedTimes, 0.95))} ms per question.`,
);
