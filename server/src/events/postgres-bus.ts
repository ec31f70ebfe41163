import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { EventBus } from './bus.ts';

const CHANNEL = 'teachchat_events';
const RECONNECT_MS = 1000;

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
  const publisher = new pg.Pool({ connectionString, max: 2 });
  let listener: pg.Client | undefined;
  let closed = false;

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString });
    client.on('notification', (msg) => {
      if (msg.channel !== CHANNEL || !msg.payload) return;
      try {
        const { topic, data } = JSON.parse(msg.payload) as { topic: string; data: unknown };
        local.emit(topic, data);
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

  return {
    async publish(topic, data) {
      const payload = JSON.stringify({ topic, data });
      if (Buffer.byteLength(payload) > 7900) throw new Error(`event too large for ${topic}`);
      await publisher.query('select pg_notify($1, $2)', [CHANNEL, payload]);
    },
    subscribe(topic, handler) {
      local.on(topic, handler);
      return () => local.off(topic, handler);
    },
    async close() {
      closed = true;
      local.removeAllListeners();
      await listener?.end().catch(() => {});
      await publisher.end();
    },
  };
}
