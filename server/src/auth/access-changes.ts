import type { EventBus } from '../events/bus.ts';
import { type AccessChange, topics } from '../events/topics.ts';

/** Tells every node of a change that can take away what open live subscriptions show. */
export function announceAccessChange(bus: EventBus, change: AccessChange): Promise<void> {
  return bus.publish(topics.accessChanges, change);
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
