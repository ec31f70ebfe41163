// What app nodes cost one PostgreSQL, read from PostgreSQL and /proc while they run: their
// connections, the bus's NOTIFY traffic and the statements they run on their own.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import pg from 'pg';
import { BUS_CHANNEL } from '@teachchat/server/bench-api';
import type { Orm } from '@teachchat/server/bench-api';

/**
 * The local TCP ports of a process's connections to PostgreSQL's port. The remote port
 * matters: Linux gives connections to different servers the same local port.
 */
function localPorts(pid: number, postgresPort: number): Set<number> {
  const inodes = new Set<string>();
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const m = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
      if (m?.[1]) inodes.add(m[1]);
    } catch {
      // closed meanwhile
    }
  }
  const ports = new Set<number>();
  for (const table of ['tcp', 'tcp6']) {
    const lines = readFileSync(`/proc/${pid}/net/${table}`, 'utf8').split('\n').slice(1);
    for (const line of lines) {
      const f = line.trim().split(/\s+/);
      const port = f[1]?.split(':')[1];
      const remote = f[2]?.split(':')[1];
      if (!port || !remote || parseInt(remote, 16) !== postgresPort) continue;
      if (f[9] && inodes.has(f[9])) ports.add(parseInt(port, 16));
    }
  }
  return ports;
}

/** What a connection is for, told by pg-boss's application_name or its last statement. */
export type ConnectionKind = 'ORM pool' | 'bus LISTEN' | 'bus pool' | 'pg-boss' | 'ingestion lock';
export const CONNECTION_KINDS: ConnectionKind[] = [
  'ORM pool',
  'bus LISTEN',
  'bus pool',
  'pg-boss',
  'ingestion lock',
];

function kindOf(row: { application_name: string; query: string }): ConnectionKind {
  if (row.application_name === 'pgboss') return 'pg-boss';
  if (/^\s*listen /i.test(row.query)) return 'bus LISTEN';
  if (/pg_notify|bus_payloads/.test(row.query)) return 'bus pool';
  if (/pg_advisory/.test(row.query)) return 'ingestion lock';
  return 'ORM pool';
}

export interface ConnectionCounts {
  /** Per node: connections by kind, and how many of them were running a statement. */
  byNode: Map<string, { kinds: Map<ConnectionKind, number>; active: number }>;
  /** Every client connection to the database, the benchmark's own included. */
  total: number;
  /** The share of the NOTIFY queue in use (pg_notification_queue_usage, 0..1). */
  notifyQueue: number;
}

/** The database's client connections now, attributed to nodes by their processes' ports. */
export async function readConnections(
  orm: Orm,
  nodes: { name: string; pid: number }[],
): Promise<ConnectionCounts> {
  const rows = await orm.em.getConnection().execute<
    {
      client_port: number;
      application_name: string;
      query: string;
      state: string;
      queue: number;
    }[]
  >(
    `select client_port, application_name, query, state, pg_notification_queue_usage() as queue
       from pg_stat_activity
      where datname = current_database() and backend_type = 'client backend'`,
  );
  const postgresPort = Number(new URL(orm.config.get('clientUrl') ?? '').port);
  const owners = nodes.map((n) => ({ name: n.name, ports: localPorts(n.pid, postgresPort) }));
  const byNode: ConnectionCounts['byNode'] = new Map(
    nodes.map((n) => [n.name, { kinds: new Map(), active: 0 }]),
  );
  for (const row of rows) {
    const owner = owners.find((o) => o.ports.has(row.client_port));
    const counts = owner && byNode.get(owner.name);
    if (!counts) continue;
    const kind = kindOf(row);
    counts.kinds.set(kind, (counts.kinds.get(kind) ?? 0) + 1);
    if (row.state === 'active') counts.active++;
  }
  return { byNode, total: rows.length, notifyQueue: Number(rows[0]?.queue ?? 0) };
}

/** Samples connections every `everyMs` until stopped; returns each count's highest value. */
export function sampleConnections(
  orm: Orm,
  nodes: { name: string; pid: number }[],
  everyMs = 500,
): { stop(): Promise<ConnectionCounts> } {
  const most: ConnectionCounts = {
    byNode: new Map(nodes.map((n) => [n.name, { kinds: new Map(), active: 0 }])),
    total: 0,
    notifyQueue: 0,
  };
  let running = Promise.resolve();
  const sample = () => {
    running = running.then(async () => {
      const now = await readConnections(orm, nodes);
      most.total = Math.max(most.total, now.total);
      most.notifyQueue = Math.max(most.notifyQueue, now.notifyQueue);
      for (const [name, counts] of now.byNode) {
        const seen = most.byNode.get(name);
        if (!seen) continue;
        seen.active = Math.max(seen.active, counts.active);
        for (const [kind, n] of counts.kinds) {
          seen.kinds.set(kind, Math.max(seen.kinds.get(kind) ?? 0, n));
        }
      }
    });
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    async stop() {
      clearInterval(timer);
      sample();
      await running;
      return most;
    },
  };
}

export interface BusTraffic {
  notifies: number;
  bytes: number;
  /** By topic (ids as `*`) and, for a conversation's events, their type. */
  byKind: Map<string, number>;
}

/**
 * Listens on the event bus's channel as one more node would, counting what every node
 * publishes there (each node hears all of it, its own events included). `take` returns the
 * traffic since the previous call.
 */
export async function tapBus(
  databaseUrl: string,
): Promise<{ take(): BusTraffic; close(): Promise<void> }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const fresh = (): BusTraffic => ({ notifies: 0, bytes: 0, byKind: new Map() });
  let traffic = fresh();
  client.on('notification', (msg) => {
    if (msg.channel !== BUS_CHANNEL || !msg.payload) return;
    traffic.notifies++;
    traffic.bytes += Buffer.byteLength(msg.payload);
    const envelope = JSON.parse(msg.payload) as { topic: string; data?: { json?: unknown } };
    const type = (envelope.data?.json as { type?: unknown } | undefined)?.type;
    const kind =
      envelope.topic.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, '*') +
      (typeof type === 'string' ? ` ${type}` : '');
    traffic.byKind.set(kind, (traffic.byKind.get(kind) ?? 0) + 1);
  });
  await client.query(`listen ${BUS_CHANNEL}`);
  return {
    take() {
      const taken = traffic;
      traffic = fresh();
      return taken;
    },
    close: () => client.end(),
  };
}

// The benchmark's own statements (pg_stat_activity, pg_stat_statements), not the app's.
const OWN = /pg_stat_|pg_sleep|pg_notification_queue_usage/;

/**
 * Statement calls since the last pg_stat_statements_reset: all, pg-boss's (and the most
 * frequent of them, each by the start of its text), NOTIFYs.
 */
export async function readStatementCalls(orm: Orm): Promise<{
  all: number;
  pgBoss: number;
  notify: number;
  pgBossTop: { query: string; calls: number }[];
}> {
  const rows = await orm.em.getConnection().execute<{ query: string; calls: string }[]>(
    `select query, calls from pg_stat_statements
      where dbid = (select oid from pg_database where datname = current_database())`,
  );
  const calls = {
    all: 0,
    pgBoss: 0,
    notify: 0,
    pgBossTop: [] as { query: string; calls: number }[],
  };
  for (const r of rows) {
    if (OWN.test(r.query)) continue;
    calls.all += Number(r.calls);
    if (/pgboss/.test(r.query)) {
      calls.pgBoss += Number(r.calls);
      const query = r.query.replace(/\s+/g, ' ').trim().slice(0, 70);
      calls.pgBossTop.push({ query, calls: Number(r.calls) });
    }
    if (/pg_notify/.test(r.query)) calls.notify += Number(r.calls);
  }
  calls.pgBossTop.sort((x, y) => y.calls - x.calls).splice(5);
  return calls;
}
