import type { ChatEvent } from '@teachchat/shared';
import { expect, expectTypeOf, it } from 'vitest';
import { type EventBus, eventStream, taggedEventStream } from './bus.ts';
import { createMemoryBus } from './memory-bus.ts';
import { type AdminChange, type ResponseEvent, topics } from './topics.ts';

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

const notifications = topics.notifications('u1');

it('keeps events published between subscribing and the first read, in order', async () => {
  const bus = countingBus();
  const live = eventStream(bus, [notifications, topics.adminChanges], new AbortController().signal);
  // A subscription catching up from the database would be here when these are published.
  await bus.publish(notifications, { id: 'n1' });
  await bus.publish(topics.adminChanges, { kind: 'users' });
  const seen: unknown[] = [];
  for await (const event of live) {
    seen.push(event);
    if (seen.length === 2) break;
  }
  expect(seen).toEqual([{ id: 'n1' }, { kind: 'users' }]);
  expect(bus.live()).toBe(0);
});

it('tags each event with the name of its group of topics', async () => {
  const bus = createMemoryBus();
  const live = taggedEventStream(
    bus,
    { admin: topics.adminChanges, mine: [notifications, topics.notifications('u2')] },
    new AbortController().signal,
  );
  await bus.publish(topics.notifications('u2'), { id: 'n2' });
  await bus.publish(topics.adminChanges, { kind: 'courses' });
  const seen: unknown[] = [];
  for await (const event of live) {
    seen.push(event);
    if (seen.length === 2) break;
  }
  expect(seen).toEqual([
    { tag: 'mine', data: { id: 'n2' } },
    { tag: 'admin', data: { kind: 'courses' } },
  ]);
});

it('lets go of its subscriptions when the signal aborts, whether it was read or not', async () => {
  const bus = countingBus();
  const unread = new AbortController();
  eventStream(bus, notifications, unread.signal);
  const reading = new AbortController();
  const read = eventStream(bus, notifications, reading.signal);
  const first = read.next();
  expect(bus.live()).toBe(2);
  unread.abort();
  reading.abort();
  expect(await first).toEqual({ done: true, value: undefined });
  expect(bus.live()).toBe(0);
});

// Held by the typecheck (npm run typecheck), not at run time: a payload that does not match
// its topic, or a topic name not made in topics.ts, does not compile. Nobody listens here.
it('types every topic with its payload', async () => {
  const bus = createMemoryBus();
  // @ts-expect-error a chat topic carries chat events, not notifications
  await bus.publish(topics.chat('c1'), { id: 'n1' });
  // @ts-expect-error a topic is made in topics.ts, not from a raw name
  await bus.publish('chat:c1', { type: 'typing', replyId: 'r1', offline: false });
  // @ts-expect-error a notification's subscriber gets its id, not a chat event
  bus.subscribe(notifications, (event: ChatEvent) => event.type)();
  expectTypeOf(
    eventStream(bus, [topics.adminChanges, topics.responses], AbortSignal.abort()),
  ).toEqualTypeOf<AsyncGenerator<AdminChange | ResponseEvent>>();
});
