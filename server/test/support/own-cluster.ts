import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type EmbeddedCluster, startEmbeddedCluster } from '../../src/db/embedded.ts';
import { freePort } from './ports.ts';

/**
 * A PostgreSQL of a test file's own, for faults that would disturb other files on the shared
 * one: it can be stopped and started again (same data, same port) while apps use it.
 */
export async function startOwnCluster() {
  const dir = await mkdtemp(path.join(tmpdir(), 'teachchat-fault-'));
  const port = await freePort();
  let cluster: EmbeddedCluster = await startEmbeddedCluster({ dir, port });
  let running = true;
  return {
    get running() {
      return running;
    },
    /** A new database, and its URL. */
    async createDatabase(name: string): Promise<string> {
      await cluster.createDatabase(name);
      return cluster.url(name);
    },
    /** A fast shutdown, as `pg_ctl stop` or a restarting service does: sessions are ended. */
    async stop() {
      await cluster.stop();
      running = false;
    },
    async start() {
      cluster = await startEmbeddedCluster({ dir, port });
      running = true;
    },
    async dispose() {
      if (running) await cluster.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
