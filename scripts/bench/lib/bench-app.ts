import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedCluster } from '../../../server/src/db/embedded.ts';
import { openOrm, type Orm } from '../../../server/src/db/orm.ts';
import { freePort } from '../../../server/test/support/ports.ts';
import { startServerProcess, type ServerProcess } from './server-process.ts';

export interface BenchApp {
  /** http://127.0.0.1:PORT: the app's public URL, so also the Origin browsers send. */
  url: string;
  server: ServerProcess;
  /** The benchmark's own connection to the app's database: setup and statistics. */
  orm: Orm;
  /** The PostgreSQL server's main process; its backends are its children. */
  postgresPid: number;
  close(): Promise<void>;
}

/**
 * A fresh embedded PostgreSQL 18 and the real app on it, in its own process, configured as
 * a production node with the demo school (demo data on, the local sign-in provider off:
 * the benchmarks create sessions with the app's own code). `env` overrides settings;
 * `postgres` sets PostgreSQL's own (shared_preload_libraries, say).
 */
export async function startBenchApp(
  env: Record<string, string> = {},
  opts: { postgres?: Record<string, string> } = {},
): Promise<BenchApp> {
  const dir = await mkdtemp(join(tmpdir(), 'teachchat-load-bench-'));
  const cleanups: (() => Promise<unknown>)[] = [() => rm(dir, { recursive: true, force: true })];
  const close = async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup().catch(() => {});
  };
  try {
    const cluster = await startEmbeddedCluster({
      dir,
      port: await freePort(),
      settings: opts.postgres,
    });
    cleanups.unshift(() => cluster.stop());
    await cluster.createDatabase('bench');
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const server = await startServerProcess({
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      DATABASE_URL: cluster.url('bench'),
      DEMO_DATA: 'true',
      DEV_LOGIN: 'false',
      OIDC_CLIENT_ID: 'bench',
      OIDC_CLIENT_SECRET: 'bench',
      SERVE_WEB: 'false',
      ...env,
    });
    cleanups.unshift(() => server.close());
    const orm = await openOrm(cluster.url('bench'));
    cleanups.unshift(() => orm.close());
    const pidFile = await readFile(join(dir, 'postgres', 'postmaster.pid'), 'utf8');
    return { url, server, orm, postgresPid: Number(pidFile.split('\n')[0]), close };
  } catch (err) {
    await close();
    throw err;
  }
}
