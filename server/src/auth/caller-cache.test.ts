import { describe, expect, it } from 'vitest';
import { createMemoryBus } from '../events/memory-bus.ts';
import { announceRevocation } from './revocation.ts';
import { announceCallerChange, CallerCache } from './caller-cache.ts';

const maria = { user: { id: 'maria' }, sessionId: 's1' };

describe('CallerCache', () => {
  it('remembers a caller until a sign-out is announced', async () => {
    const bus = createMemoryBus();
    const cache = new CallerCache(bus, 60_000);
    cache.keeper('session:a')(maria);
    expect(cache.get('session:a')).toBe(maria);
    await announceRevocation(bus, { sessionId: 's1' });
    expect(cache.get('session:a')).toBeUndefined();
    cache.close();
  });

  it('does not keep what was read before a change announced meanwhile', async () => {
    const bus = createMemoryBus();
    const cache = new CallerCache(bus, 60_000);
    // The read starts, the user signs out on another node, then the read comes back.
    const keep = cache.keeper('session:a');
    await announceRevocation(bus, { sessionId: 's1' });
    keep(maria);
    expect(cache.get('session:a')).toBeUndefined();

    const keepAgain = cache.keeper('session:a');
    await announceCallerChange(bus, 'maria');
    keepAgain(maria);
    expect(cache.get('session:a')).toBeUndefined();
    cache.close();
  });
});
