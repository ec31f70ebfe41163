import type { QueryConfig, QueryResultRow } from 'pg';
import type { PostgreSqlConnection } from '@mikro-orm/postgresql';
import { isDatabaseUnavailable } from '../unavailable.ts';

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

// Dates as UTC text, as MikroORM writes them (forceUtcTimezone): node-postgres would write
// the machine's local time.
const param = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/**
 * Runs one prepared statement on its own (its own transaction), on a client of MikroORM's
 * pool; failures read as MikroORM's. `onSent` runs once the statement is on its way: a
 * failure after it may have left the statement done.
 */
export async function runPrepared<R>(
  conn: PostgreSqlConnection,
  statement: Prepared,
  values: unknown[],
  onSent?: () => void,
): Promise<R[]> {
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
  try {
    const query: QueryConfig = {
      name: statement.name,
      text: statement.text,
      values: values.map(param),
    };
    onSent?.();
    return (await client.query<QueryResultRow>(query)).rows as R[];
  } catch (err) {
    lost = isDatabaseUnavailable(err);
    throw convert(err);
  } finally {
    client.release(lost);
  }
}
