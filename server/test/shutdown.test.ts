import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort } from './support/ports.ts';

/**
 * The server as `npm start` runs it (main.ts, its own embedded PostgreSQL), stopped the two
 * ways people stop it: a signal to the server (a service manager, `kill`), and Ctrl+C in a
 * terminal, which reaches PostgreSQL too. Its log must stay readable: one short line a record.
 */
const root = path.resolve(import.meta.dirname, '../..');
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'teachchat-shutdown-'));
});
const started: ChildProcess[] = [];
afterAll(async () => {
  // A test that failed part-way may leave its server (and PostgreSQL) running.
  for (const child of started) {
    if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGKILL');
  }
  await rm(dataDir, { recursive: true, force: true });
});

interface Run {
  child: ChildProcess;
  lines: string[];
  exit: Promise<number | null>;
}

async function startServer(): Promise<Run> {
  const child = spawn(process.execPath, ['server/src/main.ts'], {
    cwd: root,
    // A process group of its own, like a terminal's foreground job.
    detached: true,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      // Records as a log collector reads them (development writes readable lines).
      LOG_FORMAT: 'json',
      HOST: '127.0.0.1',
      PORT: String(await freePort()),
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(await freePort()),
      DEV_OIDC_PORT: '0',
      DEMO_DATA: 'false',
      SERVE_WEB: 'false',
    },
  });
  started.push(child);
  const lines: string[] = [];
  let partial = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    const parts = (partial + chunk.toString()).split('\n');
    partial = parts.pop() ?? '';
    lines.push(...parts);
  });
  child.stderr?.on('data', (chunk: Buffer) => lines.push(`stderr: ${chunk.toString()}`));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  await expect
    .poll(() => lines.some((l) => l.includes('TeachChat is running')), { timeout: 60_000 })
    .toBe(true);
  return { child, lines, exit };
}

/** The log records written from the signal on. */
function shutdownRecords(run: Run): { level: number; msg: string; raw: string }[] {
  const from = run.lines.findIndex((l) => l.includes('shutting down'));
  expect(from, 'the server said it was shutting down').toBeGreaterThanOrEqual(0);
  return run.lines
    .slice(from)
    .filter((l) => l.trim() !== '')
    .map((raw) => ({ ...(JSON.parse(raw) as { level: number; msg: string }), raw }));
}

it.each(['SIGINT', 'SIGTERM'] as const)(
  'stops cleanly on %s: the job queue before the database, nothing to report',
  async (signal) => {
    const run = await startServer();
    run.child.kill(signal);
    expect(await run.exit, run.lines.slice(-12).join('\n')).toBe(0);
    const records = shutdownRecords(run);
    expect(records.filter((r) => r.level >= 40).map((r) => r.raw)).toEqual([]);
  },
);

it('logs a database connection ended by Ctrl+C as one short line, never the client', async () => {
  const run = await startServer();
  const pid = run.child.pid ?? 0;
  // Ctrl+C signals the terminal's whole foreground group: PostgreSQL stops at once as well.
  process.kill(-pid, 'SIGINT');
  // On failure, what the server wrote last says why it did not stop cleanly.
  expect(await run.exit, run.lines.slice(-12).join('\n')).toBe(0);
  for (const record of shutdownRecords(run)) {
    expect(record.raw.length, record.raw.slice(0, 300)).toBeLessThan(600);
    expect(record.raw).not.toContain('"client"');
  }
});
