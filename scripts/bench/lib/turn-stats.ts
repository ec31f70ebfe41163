import type { Orm } from '@teachchat/server/bench-api';

/** PostgreSQL's own counts of one database, to divide by the turns between two readings. */
export interface DatabaseCounts {
  /** Statements the app ran, by normalised text (pg_stat_statements). */
  statements: Map<string, { calls: number; rows: number; ms: number; planMs: number }>;
  /** Statements of the job queue's polling, each a transaction of its own. */
  background: number;
  commits: number;
  /** Rows read by scans and index lookups (pg_stat_database). */
  tuplesReturned: number;
  tuplesFetched: number;
  rowWrites: number;
}

// The job queue polls on its own, and this module's readings are statements too.
const JOB_QUEUE = /pgboss/;
const OWN = /pg_stat_|pg_sleep/;
// This module's transactions between two readings (see readCounts and resetStatements).
const OWN_COMMITS = 5;

export async function enableStatementStats(orm: Orm): Promise<void> {
  await orm.em.getConnection().execute('create extension if not exists pg_stat_statements');
}

/** Starts pg_stat_statements afresh; the other counts are read as differences. */
export async function resetStatements(orm: Orm): Promise<void> {
  await orm.em.getConnection().execute('select pg_stat_statements_reset()');
}

export async function readCounts(orm: Orm): Promise<DatabaseCounts> {
  const conn = orm.em.getConnection();
  // pg_stat_statements counts at once, but an idle backend flushes its other counts to
  // pg_stat_database up to 10 s late.
  await conn.execute('select pg_sleep(11)');
  await conn.execute('select pg_stat_clear_snapshot()');
  const rows = await conn.execute<
    { query: string; calls: string; rows: string; ms: number; plan_ms: number }[]
  >(
    `select query, calls, rows, total_exec_time as ms, total_plan_time as plan_ms
       from pg_stat_statements
      where dbid = (select oid from pg_database where datname = current_database())`,
  );
  const statements = new Map<string, { calls: number; rows: number; ms: number; planMs: number }>();
  let background = 0;
  for (const r of rows) {
    if (JOB_QUEUE.test(r.query)) background += Number(r.calls);
    if (JOB_QUEUE.test(r.query) || OWN.test(r.query)) continue;
    const key = r.query.replace(/\s+/g, ' ').trim();
    const seen = statements.get(key) ?? { calls: 0, rows: 0, ms: 0, planMs: 0 };
    statements.set(key, {
      calls: seen.calls + Number(r.calls),
      rows: seen.rows + Number(r.rows),
      ms: seen.ms + Number(r.ms),
      planMs: seen.planMs + Number(r.plan_ms),
    });
  }
  const [db] = await conn.execute<
    { xact_commit: string; tup_returned: string; tup_fetched: string; writes: string }[]
  >(
    `select xact_commit, tup_returned, tup_fetched,
            tup_inserted + tup_updated + tup_deleted as writes
       from pg_stat_database where datname = current_database()`,
  );
  return {
    statements,
    background,
    commits: Number(db?.xact_commit ?? 0),
    tuplesReturned: Number(db?.tup_returned ?? 0),
    tuplesFetched: Number(db?.tup_fetched ?? 0),
    rowWrites: Number(db?.writes ?? 0),
  };
}

/** Per turn between two readings; statements come from `after` alone (reset at `before`). */
export function perTurn(before: DatabaseCounts, after: DatabaseCounts, turns: number) {
  const statements = [...after.statements].sort((a, b) => b[1].calls - a[1].calls);
  const calls = statements.reduce((sum, [, s]) => sum + s.calls, 0);
  const rows = statements.reduce((sum, [, s]) => sum + s.rows, 0);
  const ms = statements.reduce((sum, [, s]) => sum + s.ms, 0);
  const planMs = statements.reduce((sum, [, s]) => sum + s.planMs, 0);
  return {
    statements: calls / turns,
    rowsToApp: rows / turns,
    /** Time PostgreSQL spent executing the turn's statements. */
    statementMs: ms / turns,
    /** Time PostgreSQL spent planning them (pg_stat_statements.track_planning). */
    planningMs: planMs / turns,
    commits: (after.commits - before.commits - OWN_COMMITS - after.background) / turns,
    tuplesReturned: (after.tuplesReturned - before.tuplesReturned) / turns,
    tuplesFetched: (after.tuplesFetched - before.tuplesFetched) / turns,
    rowWrites: (after.rowWrites - before.rowWrites) / turns,
    byStatement: statements.map(([query, s]) => ({
      query,
      calls: s.calls / turns,
      rows: s.rows / turns,
      ms: s.ms / turns,
      planMs: s.planMs / turns,
    })),
  };
}
