import type { EventBus } from '../../../events/bus.ts';

export const ADMIN_CHANGES = 'admin:changes';
export type AdminChange = { kind: 'users' | 'courses' | 'enrollments' | 'responses' | 'contact' };

/** Tells open admin screens (on any node) to refresh what they show. */
export function adminChanged(bus: EventBus, kind: AdminChange['kind']) {
  return bus.publish(ADMIN_CHANGES, { kind } satisfies AdminChange);
}
