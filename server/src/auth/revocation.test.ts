import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { createMemoryBus } from '../events/memory-bus.ts';
import { announceRevocation, closeWhenRevoked, SIGNED_OUT_CLOSE_CODE } from './revocation.ts';

/** The parts of a ws socket closeWhenRevoked uses, with a count of the bus's listeners. */
function socketIn(state: 'open' | 'closed') {
  const socket = new EventEmitter() as EventEmitter & {
    CLOSING: number;
    CLOSED: number;
    readyState: number;
    closedWith?: number;
    close(code: number): void;
  };
  socket.CLOSING = 2;
  socket.CLOSED = 3;
  socket.readyState = state === 'open' ? 1 : 3;
  socket.close = (code: number) => {
    socket.closedWith = code;
    socket.readyState = 3;
    socket.emit('close');
  };
  return socket;
}

function countingBus() {
  const bus = createMemoryBus();
  let listeners = 0;
  const subscribe = bus.subscribe.bind(bus);
  bus.subscribe = (topic, handler) => {
    listeners++;
    const stop = subscribe(topic, handler);
    return () => {
      listeners--;
      stop();
    };
  };
  return { bus, listeners: () => listeners };
}

const auth = { user: { id: 'u1' }, sessionId: 's1' };

describe('closeWhenRevoked', () => {
  it('closes the socket when its session ends, and stops listening when it closes', async () => {
    const { bus, listeners } = countingBus();
    const socket = socketIn('open');
    closeWhenRevoked(bus, auth, socket as unknown as WebSocket);
    expect(listeners()).toBe(1);
    await announceRevocation(bus, { sessionId: 'another' });
    expect(socket.closedWith).toBeUndefined();
    await announceRevocation(bus, { sessionId: 's1' });
    expect(socket.closedWith).toBe(SIGNED_OUT_CLOSE_CODE);
    expect(listeners()).toBe(0);
  });

  it('leaves nothing behind for a socket that closed while its sign-in was checked', () => {
    const { bus, listeners } = countingBus();
    closeWhenRevoked(bus, auth, socketIn('closed') as unknown as WebSocket);
    expect(listeners()).toBe(0);
  });
});
