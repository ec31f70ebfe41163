import type { QueryConfig, QueryResultRow } from 'pg';
import type { PostgreSqlConnection } from '@mikro-orm/postgresql';
import { isDatabaseUnavailable } from './unavailable.ts';

/**
 * A chat turn's hot statements, run as named prepared statements on MikroORM's own pool.
 * MikroORM writes parameters into the SQL text, so PostgreSQL parses and plans every
 * statement afresh; planning the send's statement took longer than running it, and about a
 * third of PostgreSQL's CPU for a turn went to planning (docs/benchmarks.md, turn.ts). A
 * prepared statement is parsed once per connection and its plan kept. Only for statements
 * run on every turn; everything else goes through MikroORM.
 *
 * The text uses $1, $2… placeholders. Errors come back as MikroORM's exceptions (a unique
 * violation is a UniqueConstraintViolationException), as from `em.execute`.
 */
export interface Prepared {
  name: string;
  text: string;
}

/** Runs a prepared statement with its values; its rows. */
export type RunPrepared = <R>(statement: Prepared, values: unknown[]) => Promise<R[]>;

// Dates as UTC text, as MikroORM writes them (forceUtcTimezone): node-postgres would write
// the machine's local time.
const param = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/** A client of MikroORM's pool whose failures read as MikroORM's. */
async function withClient<T>(
  conn: PostgreSqlConnection,
  work: (query: (text: string | QueryConfig) => Promise<QueryResultRow[]>) => Promise<T>,
): Promise<T> {
  const convert = (err: unknown) =>
    conn
      .getPlatform()
      .getExceptionConverter()
      .convertException(err as Error);
  const pool = await conn.getNativeClient();
  const client = await pool.connect().catch((err: unknown) => {
    throw convert(err);
  });
  // A connection that failed is not handed to anyone else.
  let lost = false;
  const query = async (text: string | QueryConfig) => {
    try {
      return (await client.query(text)).rows;
    } catch (err) {
      lost ||= isDatabaseUnavailable(err);
      throw convert(err);
    }
  };
  try {
    return await work(query);
  } finally {
    client.release(lost);
  }
}

const prepared = (statement: Prepared, values: unknown[]): QueryConfig => ({
  name: statement.name,
  text: statement.text,
  values: values.map(param),
});

/** Runs one prepared statement on its own (its own transaction). */
export function runPrepared<R>(
  conn: PostgreSqlConnection,
  statement: Prepared,
  values: unknown[],
): Promise<R[]> {
  return withClient(conn, async (query) => (await query(prepared(statement, values))) as R[]);
}

/**
 * Runs `work` in a transaction of prepared statements: committed when it returns, rolled
 * back when it throws.
 */
export function preparedTransaction<T>(
  conn: PostgreSqlConnection,
  work: (run: RunPrepared) => Promise<T>,
): Promise<T> {
  return withClient(conn, async (query) => {
    await query('begin');
    let result: T;
    try {
      result = await work(
        async <R>(statement: Prepared, values: unknown[]) =>
          (await query(prepared(statement, values))) as R[],
      );
    } catch (err) {
      await query('rollback').catch(() => {});
      throw err;
    }
    await query('commit');
    return result;
  });
}
