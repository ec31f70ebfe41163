import pg from 'pg';

/**
 * A fingerprint of every row the app keeps, table by table, so a test can tell whether a
 * request changed anything. Left out, because they change on requests that are refused by
 * design or on their own:
 * - `rate_limits`: counts refused attempts too (that is how a limit answers 429 later) and
 *   holds the one-reply-at-a-time leases;
 * - `sessions.last_seen_at` / `expires_at` and `api_tokens.last_used_at`: sliding expiry
 *   and "last used", touched by whoever signs in, whatever they then ask;
 * - the `pgboss` schema (job queue bookkeeping) and anything else outside `public`.
 */
const SKIPPED_TABLES = new Set(['rate_limits']);
const SKIPPED_COLUMNS: Record<string, string[]> = {
  sessions: ['last_seen_at', 'expires_at'],
  api_tokens: ['last_used_at'],
};

export type Fingerprint = Map<string, string>;

export interface DatabaseProbe {
  fingerprint(): Promise<Fingerprint>;
  /** Every row of the given tables, as JSON objects (jsonb columns nested). */
  rows(tables: string[]): Promise<Record<string, unknown>[]>;
  /** True while the app still has work of its own in flight (a reply, an ingestion). */
  busy(): Promise<boolean>;
  close(): Promise<void>;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

export async function probeDatabase(databaseUrl: string): Promise<DatabaseProbe> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows: tables } = await client.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  // One statement for all tables; rows are hashed then sorted, so order never matters.
  const sql = tables
    .filter((t) => !SKIPPED_TABLES.has(t.name))
    .map(({ name }) => {
      const minus = (SKIPPED_COLUMNS[name] ?? []).map((c) => ` - '${c}'`).join('');
      const row = `md5((to_jsonb(r)${minus})::text)`;
      return `select '${name}' as name, md5(coalesce(string_agg(${row}, ',' order by ${row}), '')) as hash from ${quote(name)} r`;
    })
    .join(' union all ');

  return {
    async fingerprint() {
      const { rows } = await client.query<{ name: string; hash: string }>(sql);
      return new Map(rows.map((r) => [r.name, r.hash]));
    },
    async rows(names) {
      const out: Record<string, unknown>[] = [];
      for (const name of names) {
        const { rows } = await client.query<{ row: Record<string, unknown> }>(
          `select to_jsonb(r) as row from ${quote(name)} r`,
        );
        out.push(...rows.map((r) => r.row));
      }
      return out;
    },
    async busy() {
      const { rows } = await client.query<{ busy: boolean }>(
        `select exists (select 1 from rate_limits where key like 'reply:%')
             or exists (select 1 from activities where material_status in ('pending', 'processing'))
             or exists (select 1 from activity_files where status in ('pending', 'parsing', 'indexing'))
             as busy`,
      );
      return rows[0]?.busy ?? false;
    },
    close: () => client.end(),
  };
}

/** The tables whose rows differ between two fingerprints. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((n) => before.get(n) !== after.get(n)).sort();
}
