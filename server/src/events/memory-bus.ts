import { EventEmitter } from 'node:events';
import type { EventBus } from './bus.ts';

/** One node: events stay in this process. */
export function createMemoryBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const publish: EventBus['publish'] = async (topic, data) => {
    // Nobody here follows it (a teacher's live view that is not open): nothing to copy.
    if (emitter.listenerCount(topic) === 0) return;
    // A copy, as the PostgreSQL bus delivers (superjson keeps the same types: dates, maps,
    // undefined); structuredClone is a fifth of superjson's round trip on a chat event.
    emitter.emit(topic, structuredClone(data));
  };
  return {
    publish,
    // Delivered once published: there is no other node.
    announce: publish,
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
