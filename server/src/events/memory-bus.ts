import { EventEmitter } from 'node:events';
import superjson from 'superjson';
import type { EventBus } from './bus.ts';

/** One node: events stay in this process. */
export function createMemoryBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(topic, data) {
      // Serialised like the PostgreSQL bus, so both deliver copies of the same shapes.
      emitter.emit(topic, superjson.parse(superjson.stringify(data)));
    },
    subscribe(topic, handler) {
      emitter.on(topic, handler);
      return () => emitter.off(topic, handler);
    },
    connected: () => true,
    async close() {
      emitter.removeAllListeners();
    },
  };
}
