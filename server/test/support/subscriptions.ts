/**
 * Waits for the server to start a subscription (tRPC's "started" message: the procedure
 * has subscribed to its topics), so a test publishes only what the subscription will see.
 *   const start = startSignal();
 *   ws.trpc.x.subscribe(input, { onStarted: start.onStarted, onData });
 *   await start.started;
 */
export function startSignal(): { started: Promise<void>; onStarted: () => void } {
  const { promise, resolve } = Promise.withResolvers<void>();
  return { started: promise, onStarted: () => resolve() };
}
