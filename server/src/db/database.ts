import { setTimeout as sleep } from 'node:timers/promises';
import type { Config } from '../config.ts';
import { type EmbeddedCluster, startEmbeddedCluster } from './embedded.ts';
import { migrate, openOrm, type Orm } from './orm.ts';

const CLOSE_WAIT_MS = 5_000;

export interface Database {
  orm: Orm;
  url: string;
  close(opts?: { dropDatabase?: boolean }): Promise<void>;
}

/**
 * Opens `DATABASE_URL`, or else the embedded PostgreSQL in DATA_DIR (started if no other
 * process has it running), and applies pending migrations.
 */
export async function openDatabase(
  config: Config,
  opts: { database?: string; log?: (line: string) => void } = {},
): Promise<Database> {
  let cluster: EmbeddedCluster | undefined;
  let url = config.databaseUrl;
  const name = opts.database ?? 'teachchat';
  if (!url) {
    cluster = await startEmbeddedCluster({
      dir: config.dataDir,
      port: config.embeddedPgPort,
      log: opts.log,
    });
    await cluster.createDatabase(name);
    url = cluster.url(name);
  }
  const orm = await openOrm(url);
  try {
    await migrate(orm);
  } catch (err) {
    await orm.close();
    await cluster?.stop();
    throw err;
  }
  return {
    orm,
    url,
    async close({ dropDatabase = false } = {}) {
      // A connection lost while its COMMIT was under way is never handed back to the pool
      // (kysely-org/kysely#1990), and closing the pool waits for every connection: stop
      // waiting after a while rather than hang the shutdown.
      await Promise.race([orm.close(), sleep(CLOSE_WAIT_MS)]);
      if (dropDatabase) await cluster?.dropDatabase(name);
      await cluster?.stop();
    },
  };
}
