import { PgBoss } from 'pg-boss';

export const INGEST_QUEUE = 'ingest-material';

export interface JobQueue {
  enqueueIngestion(activityId: string): Promise<void>;
  /** Runs ingestion jobs on this node (every node may). */
  workIngestion(handler: (activityId: string, signal: AbortSignal) => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

/**
 * Background jobs in PostgreSQL (pg-boss), so any node can take them. A job carries a
 * heartbeat: when its node dies mid-way the heartbeat goes stale, the job is failed over and
 * retried on a node that is alive; ingestion is idempotent, so a retry finishes the work.
 * Jobs of one activity are grouped by its id and run one at a time.
 */
export async function startJobQueue(opts: {
  connectionString: string;
  concurrency: number;
  /** How often jobs whose heartbeat went stale are looked for (and the queue counted). */
  monitorSeconds: number;
  log: (msg: string, err?: unknown) => void;
}): Promise<JobQueue> {
  const boss = new PgBoss({
    connectionString: opts.connectionString,
    max: 4,
    // A monitor pass runs on the supervisor's beat, so that beat is never the slower one.
    superviseIntervalSeconds: Math.min(5, opts.monitorSeconds),
    monitorIntervalSeconds: opts.monitorSeconds,
  });
  let stopped = false;
  boss.on('error', (err) => {
    // A connection pg-boss still had when its stop() returned may yet hear PostgreSQL stop
    // moments later (the app closes the database next): nothing to act on then.
    if (!stopped) opts.log('job queue error', err);
  });
  await boss.start();
  await boss.createQueue(INGEST_QUEUE, {
    retryLimit: 5,
    retryDelay: 2,
    retryBackoff: true,
    heartbeatSeconds: 10,
    expireInSeconds: 60 * 60,
  });
  // This node's workers, if it runs them. Each fetches at once, rather than at its next poll,
  // when a job is queued on this node, and when it has finished one: the activity's next job,
  // held back while that one ran, then starts right after it. Other nodes' workers find
  // either at their next poll.
  const workers: string[] = [];
  return {
    async enqueueIngestion(activityId) {
      await boss.send(INGEST_QUEUE, { activityId }, { group: { id: activityId } });
      for (const id of workers) boss.notifyWorker(id);
    },
    async workIngestion(handler) {
      // A worker per slot (not localConcurrency's several under one id), so each knows its id.
      for (let slot = 0; slot < opts.concurrency; slot++) {
        const worker = { id: '' };
        worker.id = await boss.work<{ activityId: string }>(
          INGEST_QUEUE,
          {
            // Not one job of an activity while another runs, so no worker sits waiting on the
            // activity's ingestion lock (which alone guarantees it: this check can race).
            groupConcurrency: 1,
            pollingIntervalSeconds: 1,
            batchSize: 1,
          },
          async (jobs) => {
            try {
              for (const job of jobs)
                await handler(job.data.activityId, job.signal ?? new AbortController().signal);
            } finally {
              // Takes effect once the job is settled, before this worker's next fetch.
              if (worker.id) boss.notifyWorker(worker.id);
            }
          },
        );
        workers.push(worker.id);
      }
    },
    async close() {
      await boss.stop({ graceful: true, timeout: 5_000 });
      stopped = true;
    },
  };
}
