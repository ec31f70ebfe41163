import pg from 'pg';

/**
 * Runs `task` holding the activity's ingestion lock, a PostgreSQL session advisory lock, so
 * two jobs for one activity never run at once, whichever nodes took them. A job that finds
 * the lock taken waits for it rather than giving up: the files it was queued for are then
 * ingested by it, after the first job.
 *
 * The lock lives on a connection of its own, outside the ORM's pool, for as long as the
 * task runs; ending the connection releases it. A node that dies releases it with its
 * connection, so the job's retry on another node can take it: the server-side keepalives
 * below notice an unplugged node within about a minute. When the lock connection is lost
 * under a running task, the task's signal aborts it (it may no longer be alone).
 *
 * Its two statements are written by hand, as the event bus's are: MikroORM's typed Kysely
 * runs on the ORM's pool, not on this connection, and they name no table or column for tsc
 * to check.
 */
export async function withIngestionLock<T>(
  databaseUrl: string,
  activityId: string,
  signal: AbortSignal,
  task: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  signal.throwIfAborted();
  const client = new pg.Client({ connectionString: databaseUrl, keepAlive: true });
  const lost = new AbortController();
  const abort = () => lost.abort(new Error(`lost the ingestion lock of activity ${activityId}`));
  client.on('error', abort);
  client.on('end', abort);
  const stop = () => void client.end();
  signal.addEventListener('abort', stop, { once: true });
  try {
    await client.connect();
    await client.query(
      `select set_config('tcp_keepalives_idle', '30', false),
              set_config('tcp_keepalives_interval', '10', false),
              set_config('tcp_keepalives_count', '3', false)`,
    );
    // Two-key form: a key space of its own, apart from the one-key locks of vocabulary.ts.
    await client.query(`select pg_advisory_lock(hashtext('ingest-activity'), hashtext($1))`, [
      activityId,
    ]);
    signal.throwIfAborted();
    return await task(AbortSignal.any([signal, lost.signal]));
  } finally {
    signal.removeEventListener('abort', stop);
    client.off('end', abort);
    client.off('error', abort);
    await client.end();
  }
}
