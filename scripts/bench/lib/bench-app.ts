import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedCluster } from '@teachchat/server/bench-api';
import { openOrm, type Orm } from '@teachchat/server/bench-api';
import { freePort } from '../../../server/test/support/ports.ts';
import { createCpuGroup } from './cpu-group.ts';
import { startServerProcess, type ServerProcess } from './server-process.ts';

/** One app process: a node of the deployment, on its own port. */
export interface BenchNode {
  /** http://127.0.0.1:PORT: where this node listens. */
  url: string;
  server: ServerProcess;
}

export interface BenchApp extends BenchNode {
  /**
   * The first node's URL, which every node has as its PUBLIC_URL, as nodes behind one load
   * balancer share the site's address: it is the Origin browsers send to any of them.
   */
  url: string;
  /** The first node, started with the database. */
  server: ServerProcess;
  /**
   * Starts one more node on the same database with the same settings (and `env` on top);
   * it is closed with the app unless closed before.
   */
  addNode(env?: Record<string, string>): Promise<BenchNode>;
  /** The benchmark's own connection to the app's database: setup and statistics. */
  orm: Orm;
  databaseUrl: string;
  /** The PostgreSQL server's main process; its backends are its children. */
  postgresPid: number;
  close(): Promise<void>;
}

/**
 * A fresh embedded PostgreSQL 18 and the real app on it, in its own process, configured as
 * a production node with the demo school (demo data on, the local sign-in provider off:
 * the benchmarks create sessions with the app's own code). `env` overrides settings;
 * `postgres` sets PostgreSQL's own (shared_preload_libraries, say); `appCores` puts every
 * node in one CPU group of that many cores' worth (lib/cpu-group.ts).
 */
export async function startBenchApp(
  env: Record<string, string> = {},
  opts: { postgres?: Record<string, string>; appCores?: number } = {},
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
    const cpuGroup = opts.appCores ? await createCpuGroup(opts.appCores) : undefined;
    if (cpuGroup) cleanups.unshift(() => cpuGroup.remove());
    await cluster.createDatabase('bench');
    const publicUrl = `http://127.0.0.1:${await freePort()}`;
    const settings = {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PUBLIC_URL: publicUrl,
      LOG_LEVEL: 'warn',
      DATABASE_URL: cluster.url('bench'),
      DEMO_DATA: 'true',
      DEV_LOGIN: 'false',
      OIDC_CLIENT_ID: 'bench',
      OIDC_CLIENT_SECRET: 'bench',
      LTI_KEY_SECRET: 'bench-only-lti-key-secret-of-32-characters',
      SERVE_WEB: 'false',
      ...env,
    };
    const startNode = async (url: string, more: Record<string, string>): Promise<BenchNode> => {
      const server = await startServerProcess(
        { ...settings, ...more, PORT: new URL(url).port },
        { cpuGroup },
      );
      cleanups.unshift(() => server.close());
      return { url, server };
    };
    const first = await startNode(publicUrl, {});
    const orm = await openOrm(cluster.url('bench'));
    cleanups.unshift(() => orm.close());
    const pidFile = await readFile(join(dir, 'postgres', 'postmaster.pid'), 'utf8');
    return {
      ...first,
      addNode: async (more = {}) => startNode(`http://127.0.0.1:${await freePort()}`, more),
      orm,
      databaseUrl: cluster.url('bench'),
      postgresPid: Number(pidFile.split('\n')[0]),
      close,
    };
  } catch (err) {
    await close();
    throw err;
  }
}
