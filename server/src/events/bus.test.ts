import { expect, it } from 'vitest';
import { type EventBus, eventStream } from './bus.ts';
import { createMemoryBus } from './memory-bus.ts';

/** A memory bus that counts its live subscriptions. */
function countingBus(): EventBus & { live(): number } {
  const bus = createMemoryBus();
  let live = 0;
  return {
    ...bus,
    subscribe(topic, handler) {
      live++;
      const stop = bus.subscribe(topic, handler);
      return () => {
        live--;
        stop();
      };
    },
    live: () => live,
  };
}

it('keeps events published between subscribing and the first read, in order', async () => {
  const bus = countingBus();
  const live = eventStream(bus, ['a', 'b'], new AbortController().signal);
  // A subscription catching up from the database would be here when these are published.
  await bus.publish('a', 1);
  await bus.publish('b', 2);
  const seen: unknown[] = [];
  for await (const event of live) {
    seen.push(event);
    if (seen.length === 2) break;
  }
  expect(seen).toEqual([1, 2]);
  expect(bus.live()).toBe(0);
});

it('lets go of its subscriptions when the signal aborts, whether it was read or not', async () => {
  const bus = countingBus();
  const unread = new AbortController();
  eventStream(bus, 'a', unread.signal);
  const reading = new AbortController();
  const read = eventStream(bus, 'a', reading.signal);
  const first = read.next();
  expect(bus.live()).toBe(2);
  unread.abort();
  reading.abort();
  expect(await first).toEqual({ done: true, value: undefined });
  expect(bus.live()).toBe(0);
});
