// Retrieval and answering quality of the app's search on every store, against a plain BM25
// baseline (MiniSearch), in one run: a question corpus (about 1,000 chunks) and a large
// activity (the PostgreSQL 15 manual, about 4,400 chunks).
// Usage: node --expose-gc scripts/bench/retrieval.ts [--quick] [--scale] [--stores postgres,…]
//   --quick: the question corpus only; --scale: also a corpus grown to 100,000 chunks;
//   --stores: only these stores (postgres also measures the lexical legs in memory);
//   --expose-gc: lets it weigh the in-memory lexical index on the heap.
// Results and how to read them: docs/benchmarks.md.
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { VectorStore as StoreName } from '@teachchat/shared';
import { checkReply } from '@teachchat/server/bench-api';
import { toSources } from '@teachchat/server/bench-api';
import { offlineAnswer } from '@teachchat/server/bench-api';
import { bm25Baseline } from './lib/baseline.ts';
import { compareLexical, type LexicalComparison, lexicalTable } from './lib/lexical-compare.ts';
import {
  chunkDocuments,
  embedChunks,
  EXTRA_SOURCES,
  growCorpus,
  loadDocuments,
  loadPostgresManual,
  QUESTION_SOURCES,
  type BenchChunk,
  type ChunkText,
} from './lib/corpus.ts';
import { describeMachine } from './lib/machine.ts';
import {
  checkSpans,
  holdsAnswer,
  loadOffMaterial,
  loadQuestions,
  type Question,
} from './lib/questions.ts';
import {
  answeringTable,
  latencyTable,
  MRR_DEPTH,
  qualityTable,
  type CorpusRun,
  type Measured,
} from './lib/report.ts';
import {
  type BenchActivity,
  type LexicalPath,
  startRetrievalApp,
  STORE_LABELS,
  type RetrievalApp,
} from './lib/retrieval-app.ts';
import { seconds, timed } from './lib/stats.ts';

// The passages the app puts in a prompt or an offline answer.
const PASSAGES = 5;
// Repeats of the question set after the first, for latency samples.
const LATENCY_ROUNDS = 2;
const quick = process.argv.includes('--quick');
const scale = process.argv.includes('--scale');
const storesArg = process.argv[process.argv.indexOf('--stores') + 1];
const STORES = (
  process.argv.includes('--stores') && storesArg
    ? storesArg.split(',')
    : ['postgres', 'faiss', 'chroma', 'pinecone']
) as StoreName[];

interface CorpusSpec {
  name: string;
  chunks: () => Promise<ChunkText[]>;
  questions: string;
  /** Relevant = holds the span, whatever its document (a grown corpus mixes documents). */
  anyDoc?: boolean;
}

const SCALE_CHUNKS = 100_000;

const CORPORA: CorpusSpec[] = [
  {
    name: 'question corpus',
    chunks: () => chunkDocuments(loadDocuments(QUESTION_SOURCES)),
    questions: 'questions.json',
  },
  ...(quick
    ? []
    : [
        {
          name: 'PostgreSQL 15 manual',
          chunks: () => chunkDocuments(loadPostgresManual()),
          questions: 'postgres-questions.json',
        },
      ]),
  // --scale: the question corpus and the rest of the Python documentation, repeated with
  // variation up to 100,000 chunks, for how the search holds up far beyond a course's size.
  ...(scale
    ? [
        {
          name: 'grown corpus',
          chunks: () =>
            growCorpus(
              [...loadDocuments(QUESTION_SOURCES), ...loadDocuments(EXTRA_SOURCES)],
              SCALE_CHUNKS,
            ),
          questions: 'questions.json',
          anyDoc: true,
        },
      ]
    : []),
];

function baseline(chunks: BenchChunk[], questions: Question[], indexMs: number): Measured {
  const search = bm25Baseline(chunks);
  const latencies: number[] = [];
  const ask = (q: Question) => {
    // MiniSearch has no conversation: a follow-up is searched with the question before it.
    const text = q.previous ? `${q.previous} ${q.question}` : q.question;
    const started = performance.now();
    const hits = search(text, MRR_DEPTH);
    latencies.push(performance.now() - started);
    return hits;
  };
  const ranked = questions.map(ask);
  // As many rounds as the stores are asked, for latency samples.
  for (let round = 0; round < LATENCY_ROUNDS; round++) questions.forEach(ask);
  return { label: 'BM25 baseline (MiniSearch)', ranked, indexMs, latencies };
}

async function measureStore(
  app: RetrievalApp,
  activity: BenchActivity,
  indexMs: number,
  questions: Question[],
  offMaterial: string[],
  path: LexicalPath = 'sql',
): Promise<Measured> {
  const judged = (ids: string[]) => ids.flatMap((id) => activity.chunkOf.get(id) ?? []);
  const latencies: number[] = [];
  const ask = async (question: string, previous?: string) => {
    const { value, ms } = await timed(() => app.ask(activity, question, { previous, path }));
    latencies.push(ms);
    return value;
  };
  const ranked = [];
  const covered = [];
  const offlineGold = [];
  const offlineGoldGiven: (boolean | null)[] = [];
  let unverified = 0;
  for (const q of questions) {
    const retrieval = await ask(q.question, q.previous);
    ranked.push(judged(retrieval.chunks.map((c) => c.chunkId)));
    covered.push(retrieval.covered);
    // What the offline responder answers: only from passages the search says cover it.
    const passages = retrieval.covered ? retrieval.chunks.slice(0, PASSAGES) : [];
    const answer = offlineAnswer(retrieval.searched, passages);
    offlineGold.push(holdsAnswer(q, answer));
    const given = passages.some((p) => holdsAnswer(q, `${p.heading ?? ''} ${p.text}`));
    offlineGoldGiven.push(given ? holdsAnswer(q, answer) : null);
    if (process.env.BENCH_DEBUG && given && !holdsAnswer(q, answer)) {
      console.log(`\n--- ${q.question}\n${answer}\n(span: ${q.answers[0]?.span})`);
    }
    const unverifiedQuotes = checkReply(answer, toSources(passages)).unverifiedQuotes;
    if (unverifiedQuotes.length > 0) unverified++;
    if (process.env.BENCH_DEBUG && unverifiedQuotes.length > 0) {
      console.log(`\n--- unverified: ${JSON.stringify(unverifiedQuotes)}`);
    }
  }
  const offCovered = [];
  for (const question of offMaterial) {
    const retrieval = await ask(question);
    offCovered.push(retrieval.covered);
    if (process.env.BENCH_DEBUG && retrieval.covered) {
      console.log(
        `\n--- covered, off-material: ${question} ${JSON.stringify(retrieval.words)} ${retrieval.coverage}`,
      );
    }
  }
  for (let round = 0; round < LATENCY_ROUNDS; round++) {
    for (const q of questions) await ask(q.question, q.previous);
  }
  return {
    label: `${STORE_LABELS[activity.vectorStore]}${path === 'memory' ? ', lexical legs in memory' : ''}`,
    ranked,
    covered,
    offCovered,
    offlineGold,
    offlineGoldGiven,
    unverified,
    indexMs,
    latencies,
  };
}

console.log(`# Retrieval benchmark\n\n${describeMachine()}\n`);
const offMaterial = loadOffMaterial();
const tmp = await mkdtemp(join(tmpdir(), 'teachchat-bench-'));
// Under root the embedded PostgreSQL runs as the postgres user, which must reach its folder.
await chmod(tmp, 0o755);
const runs: CorpusRun[] = [];
const lexicalRuns: LexicalComparison[] = [];
let started: RetrievalApp | undefined;
try {
  const app = await startRetrievalApp(tmp, STORES);
  started = app;
  for (const [store, why] of app.failed)
    console.log(`${STORE_LABELS[store]} did not start: ${why}`);
  for (const spec of CORPORA) {
    const questions = loadQuestions(spec.questions);
    const { value: texts, ms: chunkMs } = await timed(spec.chunks);
    const { chunks, ms: embedMs } = await embedChunks(texts);
    checkSpans(questions, chunks);
    const name = `${spec.name} (${chunks.length} chunks)`;
    const documents = new Set(chunks.map((c) => c.doc)).size;
    console.log(
      `${name}: ${documents} documents, parsed and chunked in ${seconds(chunkMs)}, embedded in ${seconds(embedMs)}; ${questions.length} questions, ${offMaterial.length} off-material.`,
    );
    const miniSearch = baseline(chunks, questions, 0);
    const systems: Measured[] = [miniSearch];
    for (const store of app.stores) {
      process.stdout.write(`  ${store}… `);
      const { value: activity, ms: indexMs } = await timed(() => app.index(store, chunks));
      console.log(`indexed in ${seconds(indexMs)}`);
      systems.push(await measureStore(app, activity, indexMs, questions, offMaterial));
      if (store !== 'postgres') continue;
      // The same activity with the lexical legs in this node's memory: alternately with the
      // SQL path, then as a store of its own.
      const compared = await compareLexical(
        app,
        activity,
        spec.name,
        questions,
        1 + LATENCY_ROUNDS,
        miniSearch.latencies,
      );
      console.log(`  lexical index built in ${seconds(compared.buildMs)}`);
      lexicalRuns.push(compared);
      systems.push(
        await measureStore(app, activity, compared.buildMs, questions, offMaterial, 'memory'),
      );
    }
    runs.push({ name, questions, anyDoc: spec.anyDoc ?? false, systems });
  }
} finally {
  await started?.close();
  await rm(tmp, { recursive: true, force: true });
}

for (const run of runs) {
  console.log(`\n## Retrieval, ${run.name}\n`);
  console.log(qualityTable(run));
  console.log(`\n## Answering, ${run.name}\n`);
  console.log(answeringTable(run));
}
console.log('\n## Retrieval latency (ms per question, query embedding included)\n');
console.log(latencyTable(runs));
if (lexicalRuns.length > 0) {
  console.log(
    '\n## Lexical legs in PostgreSQL and in memory, same run (ms p50 / p95; ratios of p50 / p95)\n',
  );
  console.log(lexicalTable(lexicalRuns));
}
