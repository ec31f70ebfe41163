import type { EventBus } from '../../../events/bus.ts';
import { type AdminChange, topics } from '../../../events/topics.ts';

/** Tells open admin screens (on any node) to refresh what they show. */
export function adminChanged(bus: EventBus, kind: AdminChange['kind']) {
  return bus.publish(topics.adminChanges, { kind });
}
