import type { EntityManager } from '@mikro-orm/postgresql';
import { PgBoss } from 'pg-boss';
import type { Orm } from '../../db/orm.ts';
import { pendingScores, postScore } from './scores.ts';

export const SCORE_QUEUE = 'lti-score';
// A released score reaches the LMS within this long (plus the post itself).
const SWEEP_MS = 5_000;

/**
 * Grade passback in the background: every node looks for newly released scores of LMS
 * activities every few seconds and queues each once (pg-boss, in PostgreSQL), and any node
 * posts it, retried with backoff for about an hour when the LMS fails.
 */
export async function startScoreQueue(opts: {
  orm: Orm;
  connectionString: string;
  /** Post scores on this node (JOBS_WORKER); every node still notices and queues them. */
  work: boolean;
  log: (msg: string, err?: unknown) => void;
}): Promise<{ sweep(): Promise<void>; close(): Promise<void> }> {
  const boss = new PgBoss({ connectionString: opts.connectionString, max: 2 });
  let stopped = false;
  boss.on('error', (err) => {
    if (!stopped) opts.log('grade passback queue error', err);
  });
  await boss.start();
  await boss.createQueue(SCORE_QUEUE, {
    retryLimit: 8,
    retryDelay: 5,
    retryBackoff: true,
    expireInSeconds: 120,
  });
  if (opts.work) {
    await boss.work<{ scoreId: string }>(
      SCORE_QUEUE,
      { pollingIntervalSeconds: 1, batchSize: 1 },
      async (jobs) => {
        for (const job of jobs) {
          await postScore(opts.orm.em.fork() as EntityManager, job.data.scoreId);
        }
      },
    );
  }
  const sweep = async () => {
    const ids = await pendingScores(opts.orm.em.fork() as EntityManager);
    for (const scoreId of ids) await boss.send(SCORE_QUEUE, { scoreId }, { singletonKey: scoreId });
  };
  const timer = setInterval(() => {
    sweep().catch((err: unknown) => opts.log('grade passback sweep failed', err));
  }, SWEEP_MS);
  timer.unref();
  return {
    sweep,
    async close() {
      clearInterval(timer);
      await boss.stop({ graceful: true, timeout: 5_000 });
      stopped = true;
    },
  };
}
