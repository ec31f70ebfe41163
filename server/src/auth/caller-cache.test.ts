import { describe, expect, it } from 'vitest';
import { createMemoryBus } from '../events/memory-bus.ts';
import { announceRevocation } from './revocation.ts';
import { topics } from '../events/topics.ts';
import { CallerCache } from './caller-cache.ts';

const maria = { user: { id: 'maria' }, sessionId: 's1' };

/** A database read that answers when told to, counting how often it was made. */
function heldRead() {
  let answer = () => {};
  let reads = 0;
  const read = () => {
    reads++;
    return new Promise<{ value: typeof maria }>((resolve) => {
      answer = () => resolve({ value: maria });
    });
  };
  return { read, answer: () => answer(), reads: () => reads };
}

describe('CallerCache', () => {
  it('remembers a caller until a sign-out is announced', async () => {
    const bus = createMemoryBus();
    const cache = new CallerCache(bus, 60_000);
    await cache.readOnce('session:a', async () => ({ value: maria }));
    expect(cache.get('session:a')).toBe(maria);
    await announceRevocation(bus, { sessionId: 's1' });
    expect(cache.get('session:a')).toBeUndefined();
    cache.close();
  });

  it('reads once for the calls that ask at the same time', async () => {
    const bus = createMemoryBus();
    const cache = new CallerCache(bus, 60_000);
    const db = heldRead();
    const both = Promise.all([
      cache.readOnce('session:a', db.read),
      cache.readOnce('session:a', db.read),
    ]);
    db.answer();
    expect(await both).toEqual([maria, maria]);
    expect(db.reads()).toBe(1);
    cache.close();
  });

  it('neither keeps nor shares a read made before a change announced meanwhile', async () => {
    const bus = createMemoryBus();
    const cache = new CallerCache(bus, 60_000);
    // The read starts, the user signs out on another node, then the read comes back.
    const before = heldRead();
    const first = cache.readOnce('session:a', before.read);
    await announceRevocation(bus, { sessionId: 's1' });
    const after = heldRead();
    const second = cache.readOnce('session:a', after.read);
    expect(after.reads()).toBe(1);
    before.answer();
    await first;
    expect(cache.get('session:a')).toBeUndefined();
    after.answer();
    await second;

    const again = heldRead();
    const third = cache.readOnce('session:a', again.read);
    await bus.announce(topics.callerChanges, { userId: 'maria' });
    again.answer();
    await third;
    expect(cache.get('session:a')).toBeUndefined();
    cache.close();
  });
});
