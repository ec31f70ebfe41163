// The activity's vocabulary: writing its chunk rows, counting it (refreshActivityTerms) and
// removing a teacher's note, this version against another, alternating in one run.
// Usage: git show main:server/src/rag/vocabulary.ts > /tmp/vocabulary-before.ts
//        node scripts/bench/vocabulary.ts --before /tmp/vocabulary-before.ts
//          [--chunks 1000,10000] [--rounds 3]
// Results and how to read them: docs/benchmarks.md ("The lexical legs in memory").
import { randomUUID } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Orm } from '@teachchat/server/bench-api';
import { refreshActivityTerms } from '@teachchat/server/bench-api';
import { arg } from './lib/args.ts';
import { openBenchDatabase } from './lib/bench-database.ts';
import {
  type BenchChunk,
  embedChunks,
  growCorpus,
  loadDocuments,
  QUESTION_SOURCES,
} from './lib/corpus.ts';
import { describeMachine } from './lib/machine.ts';
import { addBenchCourse, analyzeMaterial, writeChunkRows } from './lib/material-rows.ts';
import { percentile, timed } from './lib/stats.ts';
import { markdownTable } from './lib/table.ts';

type Refresh = typeof refreshActivityTerms;
interface Version {
  name: string;
  refresh: Refresh;
  // This version's triggers counting the words as chunks come and go; the other has none.
  counts: boolean;
}
interface Times {
  write: number[];
  refresh: number[];
  removeNote: number[];
}

// MikroORM's batch: the ingestion job's chunks reach PostgreSQL this many rows a statement.
const INGEST_BATCH = 300;
const NOTE: BenchChunk = {
  id: '',
  doc: 'note',
  ordinal: 0,
  heading: 'When is the midterm exam?',
  text: 'The midterm exam is on Friday 12 December at 9:00 in room B204.',
  tokenCount: 16,
  embedding: new Float32Array(),
};

const seconds = (ms: number) => `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;

const beforePath = arg('before', '');
if (!beforePath) {
  console.error('--before <a version of server/src/rag/vocabulary.ts> is required');
  process.exit(1);
}
const sizes = arg('chunks', '1000,10000').split(',').map(Number);
const rounds = Number(arg('rounds', '3'));
const before: Version = {
  name: 'before',
  refresh: ((await import(resolve(beforePath))) as { refreshActivityTerms: Refresh })
    .refreshActivityTerms,
  counts: false,
};
const after: Version = { name: 'after', refresh: refreshActivityTerms, counts: true };

console.log(`# Vocabulary benchmark\n\n${describeMachine()}\n`);
const tmp = await mkdtemp(join(tmpdir(), 'teachchat-vocabulary-'));
// PostgreSQL runs as its own user under root.
await chmod(tmp, 0o755);
const { orm, close } = await openBenchDatabase(tmp);
try {
  const rows: string[][] = [];
  const courseId = await addBenchCourse(orm);
  for (const size of sizes) {
    const { chunks } = await embedChunks(await growCorpus(loadDocuments(QUESTION_SOURCES), size));
    const times = new Map<Version, Times>([
      [before, { write: [], refresh: [], removeNote: [] }],
      [after, { write: [], refresh: [], removeNote: [] }],
    ]);
    for (let round = 0; round < rounds; round++) {
      for (const version of round % 2 === 0 ? [before, after] : [after, before]) {
        const measured = await measure(orm, courseId, version, chunks);
        const t = times.get(version);
        t?.write.push(measured.write);
        t?.refresh.push(measured.refresh);
        t?.removeNote.push(measured.removeNote);
        console.error(
          `${size} chunks, round ${round + 1}, ${version.name}: ${JSON.stringify(measured)}`,
        );
      }
    }
    const median = (v: Version, k: keyof Times) => percentile(times.get(v)?.[k] ?? [], 0.5);
    for (const k of ['write', 'refresh', 'removeNote'] as const) {
      const [b, a] = [median(before, k), median(after, k)];
      rows.push([
        `${size.toLocaleString('en')} chunks`,
        { write: 'chunk rows written', refresh: 'refresh', removeNote: 'a note removed' }[k],
        seconds(b),
        seconds(a),
        `${(a / b).toFixed(2)}x`,
      ]);
    }
  }
  console.log(
    markdownTable(
      ['Material', 'Step', 'Before (median)', 'After (median)', 'After / before'],
      rows,
    ),
  );
  console.log(
    `\n${rounds} rounds, alternating; load average at the end ${(await import('node:os'))
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
} finally {
  await close();
  await rm(tmp, { recursive: true, force: true });
}

/**
 * One activity's material under one version: its chunk rows written as ingestion writes
 * them, its vocabulary counted; then a one-chunk note written, counted, and removed as a
 * teacher removes it (its rows, then the count again, in the request). The activity is
 * deleted afterwards.
 */
async function measure(orm: Orm, courseId: string, version: Version, chunks: BenchChunk[]) {
  const conn = orm.em.getConnection();
  const toggle = version.counts ? 'enable' : 'disable';
  await conn.execute(`alter table chunks ${toggle} trigger chunks_activity_words`);
  await conn.execute(`alter table chunks ${toggle} trigger chunks_activity_words_gone`);
  const id = randomUUID();
  await conn.execute(
    `insert into activities (id, course_id, title, status, model, vector_store, content_code,
       material_status, embedding_model, created_at, updated_at)
     values (?, ?, 'Vocabulary', 'published', 'offline', 'postgres', ?, 'ready', 'hashing', now(), now())`,
    [id, courseId, `BENCH101-${id.slice(0, 8)}`],
  );
  const em = () => orm.em.fork() as EntityManager;
  const write = await timed(() => writeChunkRows(orm, id, chunks, INGEST_BATCH));
  const refresh = await timed(() => version.refresh(em(), id));
  await analyzeMaterial(orm);
  await writeChunkRows(orm, id, [NOTE], INGEST_BATCH);
  await version.refresh(em(), id);
  const removeNote = await timed(async () => {
    await conn.execute(
      `delete from activity_files where activity_id = ? and original_name = 'note'`,
      [id],
    );
    await version.refresh(em(), id);
  });
  await conn.execute('delete from activities where id = ?', [id]);
  return { write: write.ms, refresh: refresh.ms, removeNote: removeNote.ms };
}
