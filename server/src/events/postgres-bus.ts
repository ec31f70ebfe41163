import { EventEmitter } from 'node:events';
import pg from 'pg';
import superjson, { type SuperJSONResult } from 'superjson';
import type { EventBus } from './bus.ts';

const CHANNEL = 'teachchat_events';
const RECONNECT_MS = 1000;
// NOTIFY carries at most 8000 bytes; bigger payloads travel through bus_payloads.
const INLINE_LIMIT = 7000;
const SWEEP_MS = 60_000;

// Payloads go through superjson, so Dates (and the like) arrive as they were sent.
type Envelope = { topic: string; data?: SuperJSONResult; ref?: string };

/**
 * Several nodes on one database: every node LISTENs on one channel and fans events out to
 * its local subscribers. A dropped connection is re-opened; events sent while it was down
 * are missed, which is why subscribers catch up from the database after subscribing.
 */
export async function createPostgresBus(
  connectionString: string,
  log: (msg: string, err?: unknown) => void = () => {},
): Promise<EventBus> {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const pool = new pg.Pool({ connectionString, max: 3 });
  let listener: pg.Client | undefined;
  let closed = false;

  const deliver = async (envelope: Envelope) => {
    let data = envelope.data;
    if (envelope.ref) {
      const { rows } = await pool.query<{ payload: SuperJSONResult }>(
        'select payload from bus_payloads where id = $1',
        [envelope.ref],
      );
      data = rows[0]?.payload;
    }
    if (data) local.emit(envelope.topic, superjson.deserialize(data));
  };

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString });
    client.on('notification', (msg) => {
      if (msg.channel !== CHANNEL || !msg.payload) return;
      try {
        deliver(JSON.parse(msg.payload) as Envelope).catch((err: unknown) =>
          log('event bus: payload lost', err),
        );
      } catch (err) {
        log('event bus: bad payload', err);
      }
    });
    client.on('error', (err) => {
      log('event bus: connection lost', err);
      listener = undefined;
      client.end().catch(() => {});
      if (!closed) setTimeout(() => void connect().catch(retry), RECONNECT_MS);
    });
    await client.connect();
    await client.query(`listen ${CHANNEL}`);
    listener = client;
  };
  const retry = (err: unknown) => {
    log('event bus: reconnect failed', err);
    if (!closed) setTimeout(() => void connect().catch(retry), RECONNECT_MS);
  };
  await connect();

  const sweeper = setInterval(() => {
    pool
      .query(`delete from bus_payloads where created_at < now() - interval '5 minutes'`)
      .catch(() => {});
  }, SWEEP_MS);
  sweeper.unref();

  return {
    async publish(topic, data) {
      const serialised = superjson.serialize(data);
      let payload = JSON.stringify({ topic, data: serialised } satisfies Envelope);
      if (Buffer.byteLength(payload) > INLINE_LIMIT) {
        const { rows } = await pool.query<{ id: string }>(
          'insert into bus_payloads (id, payload, created_at) values (gen_random_uuid(), $1, now()) returning id',
          [JSON.stringify(serialised)],
        );
        payload = JSON.stringify({ topic, ref: rows[0]?.id } satisfies Envelope);
      }
      await pool.query('select pg_notify($1, $2)', [CHANNEL, payload]);
    },
    subscribe(topic, handler) {
      local.on(topic, handler);
      return () => local.off(topic, handler);
    },
    async close() {
      closed = true;
      clearInterval(sweeper);
      local.removeAllListeners();
      await listener?.end().catch(() => {});
      await pool.end();
    },
  };
}
