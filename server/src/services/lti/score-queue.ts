import type { EntityManager } from '@mikro-orm/postgresql';
import { PgBoss } from 'pg-boss';
import type { Orm } from '../../db/orm.ts';
import { lineItemsToSync, syncLineItem } from './line-items.ts';
import { pendingProgress, postProgress } from './progress.ts';
import { pendingScores, postScore } from './scores.ts';

export const SCORE_QUEUE = 'lti-score';
export const LINE_ITEM_QUEUE = 'lti-line-item';
export const PROGRESS_QUEUE = 'lti-progress';
// A released score reaches the LMS within this long (plus the post itself).
const SWEEP_MS = 5_000;

/**
 * Grade passback in the background: every node looks for newly released scores of LMS
 * activities, students' progress (started, submitted) and grade columns to make or rename,
 * every few seconds and queues each once
 * (pg-boss, in PostgreSQL), and any worker node sends it, retried with backoff for about
 * an hour when the LMS fails.
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
  const retries = { retryLimit: 8, retryDelay: 5, retryBackoff: true, expireInSeconds: 120 };
  await boss.createQueue(SCORE_QUEUE, retries);
  await boss.createQueue(LINE_ITEM_QUEUE, retries);
  await boss.createQueue(PROGRESS_QUEUE, retries);
  if (opts.work) {
    const fork = () => opts.orm.em.fork() as EntityManager;
    await boss.work<{ scoreId: string }>(
      SCORE_QUEUE,
      { pollingIntervalSeconds: 1, batchSize: 1 },
      async (jobs) => {
        for (const job of jobs) await postScore(fork(), job.data.scoreId);
      },
    );
    await boss.work<{ progressId: string }>(
      PROGRESS_QUEUE,
      { pollingIntervalSeconds: 1, batchSize: 1 },
      async (jobs) => {
        for (const job of jobs) await postProgress(fork(), job.data.progressId);
      },
    );
    await boss.work<{ lineItemId: string }>(
      LINE_ITEM_QUEUE,
      { pollingIntervalSeconds: 1, batchSize: 1 },
      async (jobs) => {
        for (const job of jobs) await syncLineItem(fork(), job.data.lineItemId);
      },
    );
  }
  const sweep = async () => {
    // Columns first: a score waits for its column to exist.
    for (const lineItemId of await lineItemsToSync(opts.orm.em.fork() as EntityManager)) {
      await boss.send(LINE_ITEM_QUEUE, { lineItemId });
    }
    for (const progressId of await pendingProgress(opts.orm.em.fork() as EntityManager)) {
      await boss.send(PROGRESS_QUEUE, { progressId }, { singletonKey: progressId });
    }
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
