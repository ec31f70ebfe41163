import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { ActivityFile } from '../../src/db/entities/activity-file.ts';
import { Chunk } from '../../src/db/entities/chunk.ts';
import { chunkDocument } from '../../src/rag/ingest/chunk.ts';
import { parseMaterial } from '../../src/rag/ingest/parse.ts';
import type { MaterialKind } from '../../src/rag/types.ts';
import { createActivity, materialSettled, text } from '../support/activities.ts';
import { freePort } from '../support/ports.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// Every node looks for jobs whose node died each second, rather than every 30 s: the job is
// then retried soon after its heartbeat (10 s) goes stale.
const MONITOR = { JOBS_MONITOR_SECONDS: '1' };
const started: TestApp[] = [];
let child: ChildProcess | undefined;
afterAll(async () => {
  child?.kill('SIGKILL');
  for (const app of started.reverse()) await app.close();
});

const MATERIAL = text(
  Array.from(
    { length: 3000 },
    (_, i) =>
      `Section ${i}. Migrating birds number ${i} navigate by magnetic field lines, the sun, the stars and landmarks across thousands of kilometres.`,
  ).join('\n\n'),
);

/** The real server as a separate process, so it can be killed like a crashed machine. */
async function startServerProcess(databaseUrl: string): Promise<ChildProcess> {
  const proc = spawn(process.execPath, [path.resolve(import.meta.dirname, '../../src/main.ts')], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      DEV_OIDC_PORT: '0',
      SERVE_WEB: 'false',
      LOG_LEVEL: 'silent',
      INGEST_CONCURRENCY: '1',
      ...MONITOR,
    },
    stdio: 'ignore',
  });
  return proc;
}

it('finishes an ingestion whose server was killed mid-way, after a restart, with nothing doubled', async () => {
  // A node that takes requests but runs no jobs: the work waits in the queue.
  const web = await startTestApp({ JOBS_WORKER: 'false', ...MONITOR });
  started.push(web);
  const activity = await createActivity(web, {
    courseCode: 'CS101',
    title: 'Bird migration',
    files: [{ name: 'birds.txt', bytes: MATERIAL }],
  });
  const em = () => web.db.orm.em.fork();

  child = await startServerProcess(web.databaseUrl);
  // Killed while the file is being embedded (its chunks are written once it all is).
  await expect
    .poll(
      async () => (await em().findOneOrFail(ActivityFile, { activity: activity.id })).progress,
      {
        timeout: 60_000,
        interval: 50,
      },
    )
    .toBeGreaterThan(20);
  child.kill('SIGKILL');
  await new Promise((resolve) => child?.once('exit', resolve));
  const file = await em().findOneOrFail(ActivityFile, { activity: activity.id });
  expect(file.status).not.toBe('ready');

  // A worker node comes back; the job's heartbeat went stale, so it is retried here.
  const worker = await startTestApp({ DATABASE_URL: web.databaseUrl, ...MONITOR });
  started.push(worker);
  expect((await materialSettled(worker, activity.id, 80_000)).materialStatus).toBe('ready');
  const kind = (await em().findOneOrFail(ActivityFile, { activity: activity.id }))
    .kind as MaterialKind;
  const expected = chunkDocument(await parseMaterial(MATERIAL, kind, 'birds.txt')).length;
  expect(await em().count(Chunk, { activity: activity.id })).toBe(expected);
}, 120_000);
