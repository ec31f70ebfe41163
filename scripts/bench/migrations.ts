// The migrations that read every chunk again (how the material's text is searched), timed
// on material of a school's size: what an upgrade adds to the first start.
// Usage: node scripts/bench/migrations.ts [--chunks 10000,30000]
// Results and how to read them: docs/benchmarks.md ("Migrations that read every chunk").
import { randomUUID } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Orm } from '@teachchat/server/bench-api';
import { arg } from './lib/args.ts';
import { openBenchDatabase } from './lib/bench-database.ts';
import { embedChunks, growCorpus, loadDocuments, QUESTION_SOURCES } from './lib/corpus.ts';
import { describeMachine } from './lib/machine.ts';
import { addBenchCourse, writeMaterial } from './lib/material-rows.ts';
import { timed } from './lib/stats.ts';
import { markdownTable } from './lib/table.ts';

// Each reads every chunk's text again: the step that precedes it, and what it searches.
const READING = [
  { name: 'Migration20261129003000', before: 'Migration20261128193400', reads: 'angle brackets' },
  { name: 'Migration20261129150000', before: 'Migration20261129003000', reads: 'operators' },
  { name: 'Migration20261129180000', before: 'Migration20261129150000', reads: 'calls' },
];

const sizes = arg('chunks', '10000,30000').split(',').map(Number);

console.log(`# Migrations benchmark\n\n${describeMachine()}\n`);
const tmp = await mkdtemp(join(tmpdir(), 'teachchat-migrations-'));
// PostgreSQL runs as its own user under root.
await chmod(tmp, 0o755);
const { orm, close } = await openBenchDatabase(tmp);
try {
  const rows: string[][] = [];
  const courseId = await addBenchCourse(orm);
  let written = 0;
  for (const size of sizes) {
    const { chunks } = await embedChunks(
      await growCorpus(loadDocuments(QUESTION_SOURCES), size - written),
    );
    await writeMaterial(orm, await addActivity(orm, courseId), chunks);
    written = size;
    // Down the reading migrations, newest first, then up, timing each way.
    const down = new Map<string, number>();
    for (const m of READING.toReversed()) {
      down.set(m.name, (await timed(() => orm.migrator.down({ to: m.before }))).ms);
    }
    for (const m of READING) {
      const up = (await timed(() => orm.migrator.up({ to: m.name }))).ms;
      rows.push([
        `${size.toLocaleString('en')} chunks`,
        `${m.name} (${m.reads})`,
        seconds(up),
        seconds(down.get(m.name) ?? 0),
        `${((up / size) * 1000).toFixed(0)} ms`,
      ]);
    }
  }
  console.log(markdownTable(['Material', 'Migration', 'Up', 'Down', 'Up per 1,000 chunks'], rows));
  console.log(
    `\nLoad average at the end ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
} finally {
  await close();
  await rm(tmp, { recursive: true, force: true });
}

function seconds(ms: number) {
  return `${(ms / 1000).toFixed(1)} s`;
}

/** An activity to hold the material (one per size; the chunks of all count). */
async function addActivity(orm: Orm, courseId: string): Promise<string> {
  const id = randomUUID();
  await orm.em.getConnection().execute(
    `insert into activities (id, course_id, title, status, model, vector_store, content_code,
       material_status, embedding_model, created_at, updated_at)
     values (?, ?, 'Migrations', 'published', 'offline', 'postgres', ?, 'ready', 'hashing', now(), now())`,
    [id, courseId, `BENCH101-${id.slice(0, 8)}`],
  );
  return id;
}
