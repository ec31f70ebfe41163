import type { EntityManager } from '@mikro-orm/postgresql';
import { PgBoss } from 'pg-boss';
import { runRetention } from './run.ts';

export const RETENTION_QUEUE = 'retention';
/** Every night at 02:30 in the school's time zone, when nobody is chatting. */
export const RETENTION_CRON = '30 2 * * *';

/**
 * The retention job, scheduled in PostgreSQL with pg-boss: whichever node is up takes each
 * night's run, once. Its own small pool, so retention never waits on ingestion's workers.
 */
export async function startRetentionSchedule(opts: {
  connectionString: string;
  timeZone: string;
  work: boolean;
  fork: () => EntityManager;
  log: (msg: string, err?: unknown) => void;
}) {
  // The ingestion queue's instance (started first) keeps pg-boss's schema, supervises every
  // queue and turns due schedules into jobs; this one only records the schedule and works.
  const boss = new PgBoss({
    connectionString: opts.connectionString,
    max: 2,
    migrate: false,
    supervise: false,
    schedule: false,
  });
  let stopped = false;
  boss.on('error', (err) => {
    if (!stopped) opts.log('retention queue error', err);
  });
  await boss.start();
  await boss.createQueue(RETENTION_QUEUE, { retryLimit: 3, retryDelay: 60 });
  await boss.schedule(RETENTION_QUEUE, RETENTION_CRON, null, { tz: opts.timeZone });
  if (opts.work) {
    await boss.work(RETENTION_QUEUE, { batchSize: 1 }, async () => {
      await runRetention(opts.fork(), 'schedule');
    });
  }
  return {
    async close() {
      await boss.stop({ graceful: true, timeout: 5_000 });
      stopped = true;
    },
  };
}
