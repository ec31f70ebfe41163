import type { AnyTopic, PayloadOf } from './topics.ts';

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
  publish<P extends AnyTopic>(topic: P, data: PayloadOf<P>): Promise<void>;
  /**
   * Publishes, then resolves once every other node listening has delivered the event to
   * its subscribers (waiting at most 2 s for each): for an end that must hold everywhere
   * before the caller is answered (a sign-out, a user's changed row).
   */
  announce<P extends AnyTopic>(topic: P, data: PayloadOf<P>): Promise<void>;
  /** Calls `handler` for every event on `topic` until the returned function is called. */
  subscribe<P extends AnyTopic>(topic: P, handler: (data: PayloadOf<P>) => void): () => void;
  /** False while events from other nodes cannot arrive (the connection is being re-opened). */
  connected(): boolean;
  close(): Promise<void>;
}

// A stream nobody starts reading (its subscription failed while catching up) lets go of
// its subscriptions after this long, as the signal of a failed subscription never aborts.
const UNCLAIMED_MS = 60_000;

/**
 * Events of one or more topics as one async iterable that ends when `signal` aborts.
 * Subscribes at once, not at the first read, so events published while the caller catches
 * up from the database wait in the queue instead of falling between the two.
 */
export function eventStream<P extends AnyTopic>(
  bus: EventBus,
  topics: P | readonly P[],
  signal: AbortSignal | undefined,
): AsyncGenerator<PayloadOf<P>> {
  return queuedEvents(signal, (push) => list(topics).map((topic) => bus.subscribe(topic, push)));
}

/** Groups of topics by name: a topic, or a list of them. */
type TopicGroups<G extends Record<string, AnyTopic>> = { [K in keyof G]: G[K] | readonly G[K][] };

/** An event of a tagged stream: the name of its topic's group, and what was published. */
export type TaggedEvent<G extends Record<string, AnyTopic>> = {
  [K in keyof G]: { tag: K; data: PayloadOf<G[K]> };
}[keyof G];

/**
 * The same for several groups of topics, in the order they were published, each event
 * tagged with its group's name, for a reader that treats some topics apart.
 */
export function taggedEventStream<G extends Record<string, AnyTopic>>(
  bus: EventBus,
  groups: TopicGroups<G>,
  signal: AbortSignal | undefined,
): AsyncGenerator<TaggedEvent<G>> {
  return queuedEvents<TaggedEvent<G>>(signal, (push) =>
    Object.keys(groups).flatMap((tag: keyof G) =>
      list(groups[tag]).map((topic) => bus.subscribe(topic, (data) => push({ tag, data }))),
    ),
  );
}

const list = <P>(topics: P | readonly P[]): P[] => new Array<P>().concat(topics);

/** Events `subscribe` pushes, queued until read; `subscribe` returns its unsubscribes. */
function queuedEvents<T>(
  signal: AbortSignal | undefined,
  subscribe: (push: (event: T) => void) => (() => void)[],
): AsyncGenerator<T> {
  const queue: T[] = [];
  let wake: (() => void) | undefined;
  let stopped = false;
  const unsubscribes = subscribe((event) => {
    queue.push(event);
    wake?.();
  });
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
