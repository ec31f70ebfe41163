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
  const em = () => opts.orm.em.fork() as EntityManager;
  if (opts.work) {
    // Each queue's job names its row under its own key (kept: jobs queued before an upgrade).
    const handlers: [string, string, (em: EntityManager, id: string) => Promise<unknown>][] = [
      [SCORE_QUEUE, 'scoreId', postScore],
      [PROGRESS_QUEUE, 'progressId', postProgress],
      [LINE_ITEM_QUEUE, 'lineItemId', syncLineItem],
    ];
    for (const [queue, key, handle] of handlers) {
      const id = await boss.work<Record<string, string>>(
        queue,
        { pollingIntervalSeconds: 1, batchSize: 1 },
        async (jobs) => {
          for (const job of jobs) await handle(em(), job.data[key] ?? '');
        },
      );
      workers.set(queue, id);
    }
  }
  // Queues a job a row, in one statement, then wakes this node's worker for them.
  const queueAll = async (queue: string, key: string, ids: string[], singleton: boolean) => {
    if (ids.length === 0) return;
    await boss.insert(
      queue,
      ids.map((id) => ({ data: { [key]: id }, ...(singleton ? { singletonKey: id } : {}) })),
    );
    const worker = workers.get(queue);
    if (worker) boss.notifyWorker(worker);
  };
  const sweep = async () => {
    // Columns first: a score waits for its column to exist.
    await queueAll(LINE_ITEM_QUEUE, 'lineItemId', await lineItemsToSync(em()), false);
    await queueAll(PROGRESS_QUEUE, 'progressId', await pendingProgress(em()), true);
    await queueAll(SCORE_QUEUE, 'scoreId', await pendingScores(em()), true);
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
