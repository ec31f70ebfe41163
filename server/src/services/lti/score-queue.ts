import type { EntityManager } from '@mikro-orm/postgresql';
import { PgBoss } from 'pg-boss';
import type { Orm } from '../../db/orm.ts';
import { lineItemsToSync, syncLineItem } from './line-items.ts';
import { pendingProgress, postProgress } from './progress.ts';
import { pendingScores, postScore } from './scores.ts';

export const SCORE_QUEUE = 'lti-score';
export const LINE_ITEM_QUEUE = 'lti-line-item';
export const PROGRESS_QUEUE = 'lti-progress';

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
  /** How often to look for what to send: a released score reaches the LMS within this. */
  sweepMs: number;
  /** Seconds before the first retry of a post the LMS refused; each next waits twice as long. */
  retryDelaySeconds: number;
  log: (msg: string, err?: unknown) => void;
}): Promise<{ sweep(): Promise<void>; close(): Promise<void> }> {
  const boss = new PgBoss({ connectionString: opts.connectionString, max: 2 });
  let stopped = false;
  boss.on('error', (err) => {
    if (!stopped) opts.log('grade passback queue error', err);
  });
  await boss.start();
  const retries = {
    retryLimit: 8,
    retryDelay: opts.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: 120,
  };
  await boss.createQueue(SCORE_QUEUE, retries);
  await boss.createQueue(LINE_ITEM_QUEUE, retries);
  await boss.createQueue(PROGRESS_QUEUE, retries);
  // This node's workers, by queue: woken when the sweep queues a job instead of at their next
  // poll (other nodes' workers still find it by polling).
  const workers = new Map<string, string>();
  if (opts.work) {
    const fork = () => opts.orm.em.fork() as EntityManager;
    const scoreWorker = await boss.work<{ scoreId: string }>(
      SCORE_QUEUE,
      { pollingIntervalSeconds: 1, batchSize: 1 },
      async (jobs) => {
        for (const job of jobs) await postScore(fork(), job.data.scoreId);
      },
    );
    const progressWorker = await boss.work<{ progressId: string }>(
      PROGRESS_QUEUE,
      { pollingIntervalSeconds: 1, batchSize: 1 },
      async (jobs) => {
        for (const job of jobs) await postProgress(fork(), job.data.progressId);
      },
    );
    const lineItemWorker = await boss.work<{ lineItemId: string }>(
      LINE_ITEM_QUEUE,
      { pollingIntervalSeconds: 1, batchSize: 1 },
      async (jobs) => {
        for (const job of jobs) await syncLineItem(fork(), job.data.lineItemId);
      },
    );
    workers.set(SCORE_QUEUE, scoreWorker);
    workers.set(PROGRESS_QUEUE, progressWorker);
    workers.set(LINE_ITEM_QUEUE, lineItemWorker);
  }
  const wake = (queue: string) => {
    const id = workers.get(queue);
    if (id) boss.notifyWorker(id);
  };
  const sweep = async () => {
    // Columns first: a score waits for its column to exist.
    const lineItemIds = await lineItemsToSync(opts.orm.em.fork() as EntityManager);
    for (const lineItemId of lineItemIds) await boss.send(LINE_ITEM_QUEUE, { lineItemId });
    if (lineItemIds.length) wake(LINE_ITEM_QUEUE);
    const progressIds = await pendingProgress(opts.orm.em.fork() as EntityManager);
    for (const progressId of progressIds) {
      await boss.send(PROGRESS_QUEUE, { progressId }, { singletonKey: progressId });
    }
    if (progressIds.length) wake(PROGRESS_QUEUE);
    const ids = await pendingScores(opts.orm.em.fork() as EntityManager);
    for (const scoreId of ids) await boss.send(SCORE_QUEUE, { scoreId }, { singletonKey: scoreId });
    if (ids.length) wake(SCORE_QUEUE);
  };
  const timer = setInterval(() => {
    sweep().catch((err: unknown) => opts.log('grade passback sweep failed', err));
  }, opts.sweepMs);
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
