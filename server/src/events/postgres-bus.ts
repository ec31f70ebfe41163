import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import pg from 'pg';
import superjson, { type SuperJSONResult } from 'superjson';
import { isDatabaseUnavailable } from '../unavailable.ts';
import { serialBatches } from './batches.ts';
import type { EventBus } from './bus.ts';
import { heardWaiters, listenerName, otherListeners } from './heard.ts';
import { topics } from './topics.ts';

/** The one channel every node LISTENs on (a benchmark taps it too). */
export const BUS_CHANNEL = 'teachchat_events';
const RECONNECT_MS = 1000;
const CONNECT_TIMEOUT_MS = 5000;
// NOTIFY carries at most 8000 bytes; bigger payloads travel through bus_payloads.
const INLINE_LIMIT = 7000;
const SWEEP_MS = 60_000;
// Events a NOTIFY statement carries at most: about 150 KB of payloads at this app's sizes.
const BATCH_MAX = 200;
// A node's word that it delivered an announcement (`ack`) to its subscribers.
const HEARD_TOPIC = 'bus:heard';
const HEARD_WAIT_MS = 2000;

// Payloads go through superjson, so Dates (and the like) arrive as they were sent. `from`
// names the sending node, which has already delivered the event to its own subscribers.
// `ack`: an announcement's id, which every node answers once it has delivered it.
type Envelope = { topic: string; from: string; ack?: string; data?: SuperJSONResult; ref?: string };
// `data`: the payload's JSON, written when the event is published.
type Outgoing = { topic: string; data: string; ack?: string };

/**
 * Several nodes on one database: every node LISTENs on one channel and fans events out to
 * its local subscribers. A node delivers its own events to its own subscribers at once,
 * without the database, so they keep flowing while PostgreSQL is down or restarting. A
 * dropped connection is re-opened; events from other nodes sent while it was down are
 * missed, which is why subscribers catch up from the database after subscribing. An
 * announcement carries an id that every other node answers on the same channel once it has
 * delivered it; the announcing node waits for the nodes listening when it sent it.
 */
export async function createPostgresBus(
  connectionString: string,
  log: (msg: string, err?: unknown) => void = () => {},
): Promise<EventBus> {
  const node = randomUUID();
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const pool = new pg.Pool({
    connectionString,
    max: 3,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // An idle connection dropped by the server is reported here; without a listener the
  // 'error' event would end the process. The pool has already discarded the connection.
  pool.on('error', (err) => log('event bus: idle connection lost', err));
  let listener: pg.Client | undefined;
  // True after the first connection: any later one is a reconnection.
  let resumed = false;
  let closed = false;
  // Publishing while PostgreSQL is unreachable is logged once per outage, not per event.
  let unreachable = false;
  const waiters = heardWaiters(HEARD_WAIT_MS);

  const deliver = async (envelope: Envelope) => {
    if (envelope.from === node) return;
    if (envelope.topic === HEARD_TOPIC) {
      if (envelope.data) waiters.heard(superjson.deserialize<string>(envelope.data), envelope.from);
      return;
    }
    // Every node hears every event; one nobody here follows is not read further.
    if (local.listenerCount(envelope.topic) > 0) {
      let data = envelope.data;
      if (envelope.ref) {
        const { rows } = await pool.query<{ payload: SuperJSONResult }>(
          'select payload from bus_payloads where id = $1',
          [envelope.ref],
        );
        data = rows[0]?.payload;
      }
      // Parsed for this delivery alone: read in place, not copied first.
      if (data) local.emit(envelope.topic, superjson.deserialize(data, { inPlace: true }));
    }
    if (envelope.ack) {
      await notify({ topic: HEARD_TOPIC, data: JSON.stringify(superjson.serialize(envelope.ack)) });
    }
  };

  const connect = async (): Promise<void> => {
    const client = new pg.Client({
      connectionString,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      application_name: listenerName(node),
    });
    let lost = false;
    client.on('notification', (msg) => {
      if (msg.channel !== BUS_CHANNEL || !msg.payload) return;
      try {
        deliver(JSON.parse(msg.payload) as Envelope).catch((err: unknown) =>
          log('event bus: payload lost', err),
        );
      } catch (err) {
        log('event bus: bad payload', err);
      }
    });
    // A dropped connection can report more than one error; reconnect once per connection.
    client.on('error', (err) => {
      if (lost) return;
      lost = true;
      if (listener === client) listener = undefined;
      log('event bus: connection lost', err);
      client.end().catch(() => {});
      if (!closed) setTimeout(() => void connect().catch(retry), RECONNECT_MS);
    });
    try {
      await client.connect();
      await client.query(`listen ${BUS_CHANNEL}`);
    } catch (err) {
      lost = true;
      client.end().catch(() => {});
      throw err;
    }
    if (closed) {
      await client.end().catch(() => {});
      return;
    }
    listener = client;
    if (resumed) local.emit(topics.busResumed, {});
    resumed = true;
  };
  const retry = (err: unknown) => {
    log('event bus: reconnect failed', err);
    if (!closed) setTimeout(() => void connect().catch(retry), RECONNECT_MS);
  };

  const envelope = async (event: Outgoing) => {
    // The Envelope, with the payload's JSON as it was written.
    const ack = event.ack ? `,"ack":"${event.ack}"` : '';
    const payload = `{"topic":${JSON.stringify(event.topic)},"from":"${node}"${ack},"data":${event.data}}`;
    if (Buffer.byteLength(payload) <= INLINE_LIMIT) return payload;
    const { rows } = await pool.query<{ id: string }>(
      'insert into bus_payloads (id, payload, created_at) values (gen_random_uuid(), $1, now()) returning id',
      [event.data],
    );
    return JSON.stringify({
      topic: event.topic,
      from: node,
      ack: event.ack,
      ref: rows[0]?.id,
    } satisfies Envelope);
  };
  // One NOTIFY statement at a time, carrying every event published meanwhile: a busy node
  // neither queues events behind the pool's few connections (where waiting past the connect
  // timeout looked like an outage and dropped them for other nodes) nor reorders them over
  // several connections. One transaction a batch also takes PostgreSQL's global NOTIFY
  // lock, and flushes its commit, once per batch instead of once per event. Listeners get a
  // transaction's notifications in order; PostgreSQL folds identical payloads sent in one,
  // harmless here, where an event repeated (an id, a state, text at an offset) adds nothing.
  const notify = serialBatches<Outgoing>(
    async (events) => {
      const payloads: string[] = [];
      for (const event of events) payloads.push(await envelope(event));
      await pool.query('select pg_notify($1, payload) from unnest($2::text[]) as payload', [
        BUS_CHANNEL,
        payloads,
      ]);
    },
    { max: BATCH_MAX, failsAll: isDatabaseUnavailable },
  );
  // After `notify` exists: a node's announcement heard at once is answered through it.
  await connect();

  /** Delivers here, then to the other nodes; false if PostgreSQL cannot be reached. */
  const send = async (topic: string, data: unknown, ack?: string): Promise<boolean> => {
    const serialised = superjson.serialize(data);
    // Subscribers get a copy, as they would from another node; other nodes get the event
    // as it was when published.
    const text = JSON.stringify(serialised);
    local.emit(topic, superjson.deserialize(serialised));
    try {
      await notify({ topic, data: text, ack });
      unreachable = false;
      return true;
    } catch (err) {
      if (!isDatabaseUnavailable(err)) throw err;
      // Other nodes miss this one; they catch up from the database when they resubscribe.
      if (!unreachable) log('event bus: PostgreSQL unreachable; events stay on this node', err);
      unreachable = true;
      return false;
    }
  };

  const sweeper = setInterval(() => {
    pool
      .query(`delete from bus_payloads where created_at < now() - interval '5 minutes'`)
      .catch(() => {});
  }, SWEEP_MS);
  sweeper.unref();

  return {
    async publish(topic, data) {
      await send(topic, data);
    },
    async announce(topic, data) {
      const others = await otherListeners(pool, node);
      if (others.length === 0) return void (await send(topic, data));
      const id = randomUUID();
      const heard = waiters.wait(id, others);
      const sent = await send(topic, data, id).catch((err: unknown) => {
        waiters.cancel(id);
        throw err;
      });
      if (sent) await heard;
      else waiters.cancel(id);
    },
    subscribe(topic, handler) {
      local.on(topic, handler);
      return () => local.off(topic, handler);
    },
    connected: () => listener !== undefined,
    async close() {
      closed = true;
      clearInterval(sweeper);
      local.removeAllListeners();
      await listener?.end().catch(() => {});
      await pool.end();
    },
  };
}
