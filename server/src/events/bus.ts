/**
 * Live events between parts of the app and, with the PostgreSQL implementation, between
 * nodes. Payloads are small JSON values (ids and short texts): PostgreSQL NOTIFY caps a
 * payload at 8000 bytes, so anything large is read from the database by the subscriber.
 */
export interface EventBus {
  publish(topic: string, data: unknown): Promise<void>;
  /** Calls `handler` for every event on `topic` until the returned function is called. */
  subscribe(topic: string, handler: (data: unknown) => void): () => void;
  close(): Promise<void>;
}

/** Events of one or more topics as one async iterable that ends when `signal` aborts. */
export async function* eventStream(
  bus: EventBus,
  topics: string | string[],
  signal: AbortSignal | undefined,
): AsyncGenerator<unknown> {
  const queue: unknown[] = [];
  let wake: (() => void) | undefined;
  const unsubscribes = [topics].flat().map((topic) =>
    bus.subscribe(topic, (data) => {
      queue.push(data);
      wake?.();
    }),
  );
  const unsubscribe = () => unsubscribes.forEach((u) => u());
  const onAbort = () => wake?.();
  signal?.addEventListener('abort', onAbort);
  try {
    while (!signal?.aborted) {
      const next = queue.shift();
      if (next !== undefined) {
        yield next;
        continue;
      }
      await new Promise<void>((resolve) => (wake = resolve));
      wake = undefined;
    }
  } finally {
    unsubscribe();
    signal?.removeEventListener('abort', onAbort);
  }
}
