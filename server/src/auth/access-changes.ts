import type { EventBus } from '../events/bus.ts';

/**
 * Changes that can take away what an open live subscription shows (a course given to
 * another teacher or deleted, a student unenrolled, an activity deleted), announced to
 * every node. The subscriptions they concern check their access again at once.
 */
export const ACCESS_CHANGES = 'auth:access-changed';
export type AccessChange = { users?: string[]; courses?: string[]; activities?: string[] };

export function announceAccessChange(bus: EventBus, change: AccessChange): Promise<void> {
  return bus.publish(ACCESS_CHANGES, change);
}

/** What a live subscription's access rests on: its caller, and the rows it shows. */
export type AccessScope = { user: string; course?: string; activity?: string };

export function concerns(change: AccessChange, scope: AccessScope): boolean {
  return Boolean(
    change.users?.includes(scope.user) ||
    (scope.course && change.courses?.includes(scope.course)) ||
    (scope.activity && change.activities?.includes(scope.activity)),
  );
}
