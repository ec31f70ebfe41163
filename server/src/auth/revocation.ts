import type { WebSocket } from 'ws';
import type { EventBus } from '../events/bus.ts';
import { type Revocation, topics } from '../events/topics.ts';

/**
 * Tells every node of a sign-out, revoked token, deleted user or changed role, and resolves
 * once they have all heard it: then no node takes the credential any more.
 */
export function announceRevocation(bus: EventBus, revocation: Revocation): Promise<void> {
  return bus.announce(topics.revocations, revocation);
}

/** Close code for "your sign-in ended": the client stops its subscriptions and re-checks. */
export const SIGNED_OUT_CLOSE_CODE = 4401;

/**
 * A websocket keeps the identity it connected with, so when that identity ends (sign-out,
 * revoked token, deleted user, another role) the socket is closed at once, on whichever
 * node holds it.
 */
export function closeWhenRevoked(
  bus: EventBus,
  auth: { user: { id: string }; sessionId?: string; tokenId?: string },
  socket: WebSocket,
): void {
  // The client may have gone while its sign-in was being checked: its 'close' has fired
  // already, so a subscription made now would never be removed.
  if (socket.readyState === socket.CLOSING || socket.readyState === socket.CLOSED) return;
  const stop = bus.subscribe(topics.revocations, (r) => {
    const hit =
      (r.userId && r.userId === auth.user.id) ||
      (r.sessionId && r.sessionId === auth.sessionId) ||
      (r.tokenId && r.tokenId === auth.tokenId);
    if (hit) socket.close(SIGNED_OUT_CLOSE_CODE, 'Signed out');
  });
  socket.once('close', stop);
}
