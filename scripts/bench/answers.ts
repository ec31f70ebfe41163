// The offline assistant's answers (not only its retrieval) on course material in three
// subjects nobody tuned the rules on: astronomy (the KStars handbook's AstroInfo articles,
// DocBook converted and uploaded as Markdown, text and Word), statistics with R (R-intro.pdf
// uploaded as the PDF, running headers and all) and the Python tutorial. Each subject is one
// course-sized activity and one large one (the same material and the PostgreSQL 15 manual).
// Everything goes through the product: parseMaterial and chunkDocument for ingestion,
// retrieve() for the passages, offlineAnswer() for the answer, checkReply() for its quotes.
// It measures recall@5 (app and BM25), whether the answer quotes a gold span, false
// refusals, off-material refusals, follow-ups, misspellings, answer length, unverified quotes,
// repeated sentences and retrieval latency. The questions (scripts/bench/data/answers/) were
// written from the material alone, in students' words, without reading the answer or search
// rules, and are not to be adapted to make the product score better.
// Usage: node scripts/bench/answers.ts [--quick] [--subject astronomy|r|python]
//   [--stores postgres,faiss,chroma,pinecone]
//   [--only id,id]
//   --quick: course-sized activities only; --stores: default postgres; --only: these
//   questions alone, each printed with its search words and answer (to read one case).
// Writes every question's result to <ANSWERS_OUT or /tmp>/answers-eval.json and twenty answers
// per subject to answers-sample-<subject>.md beside it, for grading by hand.
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { VectorStore as StoreName } from '@teachchat/shared';
import { loadSubject, SUBJECT_TITLES, SUBJECTS, type SubjectName } from './lib/answers-material.ts';
import { casesOf, loadSubjectQuestions, missingSpans } from './lib/answers-questions.ts';
import {
  formTable,
  qualityTable,
  type Run,
  shapeTable,
  writeSample,
} from './lib/answers-report.ts';
import { type CaseResult, runCases, type Size } from './lib/answers-run.ts';
import { arg } from './lib/args.ts';
import { bm25Baseline } from './lib/baseline.ts';
import {
  chunkDocuments,
  embedChunks,
  loadPostgresManual,
  type BenchChunk,
  type Document,
} from './lib/corpus.ts';
import { describeMachine } from './lib/machine.ts';
import { startRetrievalApp, STORE_LABELS, type RetrievalApp } from './lib/retrieval-app.ts';
import { seconds, timed } from './lib/stats.ts';

const quick = process.argv.includes('--quick');
const subjectArg = arg('subject', 'all');
if (subjectArg !== 'all' && !SUBJECTS.includes(subjectArg as SubjectName)) {
  throw new Error(`--subject must be one of ${SUBJECTS.join(', ')}`);
}
const subjects = subjectArg === 'all' ? [...SUBJECTS] : [subjectArg as SubjectName];
const stores = arg('stores', 'postgres').split(',') as StoreName[];
const only = arg('only', '').split(',').filter(Boolean);
const OUT = process.env.ANSWERS_OUT ?? '/tmp';

console.log(`# Answer evaluation\n\n${describeMachine()}\n`);
const started = performance.now();

/** Reads the installed material, or stops naming the Debian package that ships it. */
async function readOrExplain<T>(read: () => T | Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
const uploads = new Map<SubjectName, Document[]>();
for (const subject of subjects)
  uploads.set(subject, await readOrExplain(() => loadSubject(subject)));
const manual = quick ? [] : await readOrExplain(loadPostgresManual);

const tmp = await mkdtemp(join(tmpdir(), 'teachchat-answers-'));
// Under root the embedded PostgreSQL runs as the postgres user, which must reach its folder.
await chmod(tmp, 0o755);
const runs: Run[] = [];
const all: CaseResult[] = [];
let app: RetrievalApp | undefined;
try {
  const { value: distractors, ms: distractorMs } = await timed(
    async () => (await embedChunks(await chunkDocuments(manual))).chunks,
  );
  if (!quick) {
    console.log(
      `Distractors: the PostgreSQL 15 manual, ${distractors.length} chunks in ${seconds(distractorMs)}.`,
    );
  }
  const bench = await startRetrievalApp(tmp, stores);
  app = bench;
  for (const [store, why] of bench.failed)
    console.log(`${STORE_LABELS[store]} did not start: ${why}`);
  for (const subject of subjects) {
    const set = loadSubjectQuestions(subject);
    const { value: material, ms } = await timed(
      async () => (await embedChunks(await chunkDocuments(uploads.get(subject) ?? []))).chunks,
    );
    const docs = new Set(material.map((c) => c.doc)).size;
    console.log(
      `\n${SUBJECT_TITLES[subject]}: ${docs} files, ${material.length} chunks, ingested in ${seconds(ms)}; ` +
        `${set.onMaterial.length} on-material, ${set.followUps.length} follow-ups, ` +
        `${set.typos.length} typos, ${set.offMaterial.length} off-material.`,
    );
    const missing = missingSpans(set, material);
    console.log(`  gold spans found in no chunk: ${missing.length}`);
    for (const { id, span } of missing) console.log(`    ${id}: "${span}"`);
    const cases = casesOf(set).filter((c) => only.length === 0 || only.includes(c.id));
    const sizes: [Size, BenchChunk[]][] = [['course', material]];
    if (!quick) sizes.push(['large', [...material, ...distractors]]);
    for (const [size, chunks] of sizes) {
      const bm25 = bm25Baseline(chunks);
      for (const store of bench.stores) {
        const { value: activity, ms: indexMs } = await timed(() => bench.index(store, chunks));
        const { value: results, ms: askMs } = await timed(() =>
          runCases(bench, activity, bm25, cases, { subject, size }),
        );
        console.log(
          `  ${size}, ${store}: indexed in ${seconds(indexMs)}, ${results.length} questions in ${seconds(askMs)}`,
        );
        runs.push({ label: `${subject}, ${size}`, chunks: chunks.length, results });
        if (only.length > 0) for (const r of results) console.log(JSON.stringify(r, null, 1));
        all.push(...results);
      }
    }
    const first = bench.stores[0];
    writeSample(
      join(OUT, `answers-sample-${subject}.md`),
      subject,
      all.filter((r) => r.subject === subject && r.size === 'course' && r.store === first),
    );
  }
} finally {
  await app?.close();
  await rm(tmp, { recursive: true, force: true });
}

const storeCount = new Set(all.map((r) => r.store)).size;
console.log('\n## Retrieval and answers\n');
console.log(qualityTable(runs, storeCount));
console.log('\n## Answer shape\n');
console.log(shapeTable(runs, storeCount));
console.log('\n## Gold in answer by question form\n');
console.log(formTable(runs, storeCount));
await writeFile(join(OUT, 'answers-eval.json'), JSON.stringify(all, null, 1));
console.log(
  `\nEvery result: ${join(OUT, 'answers-eval.json')}; samples: answers-sample-<subject>.md. ` +
    `Whole run ${seconds(performance.now() - started)}.`,
);
