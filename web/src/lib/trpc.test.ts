import { describe, expect, it } from 'vitest';
import { goesOverSocket } from './trpc.ts';

describe('goesOverSocket', () => {
  it('sends a chat message over the open socket, and over HTTP while there is none', () => {
    const send = { type: 'mutation', path: 'student.chat.send' };
    expect(goesOverSocket(send, true)).toBe(true);
    expect(goesOverSocket(send, false)).toBe(false);
  });

  it('keeps subscriptions on the socket and other calls on HTTP', () => {
    expect(goesOverSocket({ type: 'subscription', path: 'student.chat.onEvents' }, false)).toBe(
      true,
    );
    expect(goesOverSocket({ type: 'mutation', path: 'student.chat.feedback' }, true)).toBe(false);
    expect(goesOverSocket({ type: 'query', path: 'student.chat.history' }, true)).toBe(false);
  });
});
