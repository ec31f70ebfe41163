import pg from 'pg';

/**
 * Which tables a request wrote to: a row trigger on every table of the app's schema logs
 * the table of each row inserted, deleted or changed, in the same transaction as the
 * write (a rolled-back write leaves no trace). Reading the log takes what is in it.
 *
 * Reading it is one statement over a few rows, where fingerprinting every row after each
 * request took 30-60 ms for the demo school on a busy 2-core machine: most of a property
 * run's time.
 * Left out, as in db-fingerprint.ts: `rate_limits` (counts refused attempts too, holds
 * the reply leases), and updates that only touch `sessions.last_seen_at` / `expires_at`
 * or `api_tokens.last_used_at` (sliding expiry and "last used").
 */
const SKIPPED_TABLES = new Set(['rate_limits']);
const SKIPPED_COLUMNS: Record<string, string[]> = {
  sessions: ['last_seen_at', 'expires_at'],
  api_tokens: ['last_used_at'],
};

export interface WriteLog {
  /** The tables written to since the last call, sorted. */
  take(): Promise<string[]>;
  close(): Promise<void>;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

export async function watchWrites(databaseUrl: string): Promise<WriteLog> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows: tables } = await client.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  // No unique key on the log: two transactions logging the same tables in another order
  // would otherwise wait on each other.
  const statements = [
    'create schema write_log',
    'create table write_log.writes (table_name text not null)',
    `create function write_log.note() returns trigger language plpgsql as $$
       begin insert into write_log.writes values (tg_table_name); return null; end $$`,
  ];
  for (const { name } of tables.filter((t) => !SKIPPED_TABLES.has(t.name))) {
    const skipped = `array[${(SKIPPED_COLUMNS[name] ?? []).map(literal).join(',')}]::text[]`;
    statements.push(
      `create trigger write_log_change after insert or delete on ${quote(name)}
         for each row execute function write_log.note()`,
      `create trigger write_log_update after update on ${quote(name)} for each row
         when ((to_jsonb(old) - ${skipped}) is distinct from (to_jsonb(new) - ${skipped}))
         execute function write_log.note()`,
      `create trigger write_log_truncate after truncate on ${quote(name)}
         for each statement execute function write_log.note()`,
    );
  }
  await client.query(statements.join(';\n'));
  return {
    async take() {
      const { rows } = await client.query<{ table_name: string }>(
        'delete from write_log.writes returning table_name',
      );
      return [...new Set(rows.map((r) => r.table_name))].sort();
    },
    close: () => client.end(),
  };
}
