/**
 * Live events between parts of the app and, with the PostgreSQL implementation, between
 * nodes. Payloads are small JSON values (ids and short texts): PostgreSQL NOTIFY caps a
 * payload at 8000 bytes, so anything large is read from the database by the subscriber.
 */
export interface EventBus {
  /**
   * Delivers to this node's subscribers at once, then to other nodes. While PostgreSQL
   * cannot be reached, other nodes miss the event (they catch up from the database when
   * they resubscribe) and this still resolves: the sender's own work is done.
   */
  publish(topic: string, data: unknown): Promise<void>;
  /** Calls `handler` for every event on `topic` until the returned function is called. */
  subscribe(topic: string, handler: (data: unknown) => void): () => void;
  /** False while events from other nodes cannot arrive (the connection is being re-opened). */
  connected(): boolean;
  close(): Promise<void>;
}

/**
 * Emitted on this node alone when its connection for other nodes' events is back after a
 * loss: whatever they sent in between was missed, so live views should catch up.
 */
export const BUS_RESUMED = 'bus:resumed';

// A stream nobody starts reading (its subscription failed while catching up) lets go of
// its subscriptions after this long, as the signal of a failed subscription never aborts.
const UNCLAIMED_MS = 60_000;

/**
 * Events of one or more topics as one async iterable that ends when `signal` aborts.
 * Subscribes at once, not at the first read, so events published while the caller catches
 * up from the database wait in the queue instead of falling between the two.
 */
export function eventStream(
  bus: EventBus,
  topics: string | string[],
  signal: AbortSignal | undefined,
): AsyncGenerator<unknown> {
  return queuedEvents(bus, topics, signal, (_topic, data) => data);
}

/** The same, each event with its topic, for a reader that treats some topics apart. */
export function topicEventStream(
  bus: EventBus,
  topics: string | string[],
  signal: AbortSignal | undefined,
): AsyncGenerator<{ topic: string; data: unknown }> {
  return queuedEvents(bus, topics, signal, (topic, data) => ({ topic, data }));
}

function queuedEvents<T>(
  bus: EventBus,
  topics: string | string[],
  signal: AbortSignal | undefined,
  entry: (topic: string, data: unknown) => T,
): AsyncGenerator<T> {
  const queue: T[] = [];
  let wake: (() => void) | undefined;
  let stopped = false;
  const unsubscribes = [topics].flat().map((topic) =>
    bus.subscribe(topic, (data) => {
      queue.push(entry(topic, data));
      wake?.();
    }),
  );
  const stop = () => {
    if (stopped) return;
    stopped = true;
    unsubscribes.forEach((u) => u());
    signal?.removeEventListener('abort', stop);
    clearTimeout(unclaimed);
    wake?.();
  };
  const unclaimed = setTimeout(stop, UNCLAIMED_MS);
  unclaimed.unref();
  signal?.addEventListener('abort', stop);
  if (signal?.aborted) stop();

  async function* read(): AsyncGenerator<T> {
    clearTimeout(unclaimed);
    try {
      while (!stopped) {
        const next = queue.shift();
        if (next !== undefined) {
          yield next;
          continue;
        }
        await new Promise<void>((resolve) => (wake = resolve));
        wake = undefined;
      }
    } finally {
      stop();
    }
  }
  return read();
}
