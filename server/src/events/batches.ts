/**
 * Sends items in the order they are pushed, one batch at a time: whatever is pushed while a
 * batch is under way goes out in the next one (at most `max` items each). A push resolves
 * once its batch is sent and rejects with its batch's error; when `failsAll(err)` says the
 * rest would fail the same way (the server is gone), everything still waiting rejects too,
 * rather than each batch waiting out its own failure in turn.
 */
export function serialBatches<T>(
  send: (items: T[]) => Promise<void>,
  opts: { max: number; failsAll?: (err: unknown) => boolean },
): (item: T) => Promise<void> {
  type Waiting = { item: T; resolve(): void; reject(err: unknown): void };
  const waiting: Waiting[] = [];
  let sending = false;
  const drain = async () => {
    sending = true;
    while (waiting.length > 0) {
      const batch = waiting.splice(0, opts.max);
      try {
        await send(batch.map((w) => w.item));
        for (const w of batch) w.resolve();
      } catch (err) {
        if (opts.failsAll?.(err)) batch.push(...waiting.splice(0));
        for (const w of batch) w.reject(err);
      }
    }
    sending = false;
  };
  return (item) =>
    new Promise<void>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (!sending) void drain();
    });
}
