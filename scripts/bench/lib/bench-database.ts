import { join } from 'node:path';
import { startEmbeddedCluster } from '@teachchat/server/bench-api';
import { migrate, openOrm, type Orm } from '@teachchat/server/bench-api';
import { freePort } from '../../../server/test/support/ports.ts';

/**
 * A PostgreSQL of its own under `dir`, its `bench` database migrated, for benchmarks that
 * write rows without the app; `close` stops it. Nothing is left running if it fails.
 */
export async function openBenchDatabase(
  dir: string,
): Promise<{ orm: Orm; close: () => Promise<void> }> {
  const cluster = await startEmbeddedCluster({ dir: join(dir, 'pg'), port: await freePort() });
  let orm: Orm | undefined;
  try {
    await cluster.createDatabase('bench');
    orm = await openOrm(cluster.url('bench'));
    await migrate(orm);
  } catch (error) {
    await orm?.close();
    await cluster.stop();
    throw error;
  }
  const opened = orm;
  return {
    orm: opened,
    close: async () => {
      await opened.close();
      await cluster.stop();
    },
  };
}
