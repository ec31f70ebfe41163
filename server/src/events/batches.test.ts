import { expect, it } from 'vitest';
import { serialBatches } from './batches.ts';

it('sends in push order, what waits going out together once the batch ahead is sent', async () => {
  const sent: number[][] = [];
  let release: () => void = () => {};
  const push = serialBatches<number>(
    async (items) => {
      sent.push(items);
      if (sent.length === 1) await new Promise<void>((r) => (release = r));
    },
    { max: 3 },
  );
  const pushed = [1, 2, 3, 4, 5, 6].map(push);
  release();
  await Promise.all(pushed);
  expect(sent).toEqual([[1], [2, 3, 4], [5, 6]]);
});

it("rejects a failed batch's pushes, and what waits too when the failure would repeat", async () => {
  let fail: Error | undefined = new Error('bad item');
  const outage = new Error('server gone');
  let release: () => void = () => {};
  const sent: number[][] = [];
  const push = serialBatches<number>(
    async (items) => {
      sent.push(items);
      if (sent.length === 1) await new Promise<void>((r) => (release = r));
      if (fail) throw fail;
    },
    { max: 2, failsAll: (err) => err === outage },
  );
  const first = [1, 2, 3].map((n) =>
    push(n).then(
      () => 'sent',
      (err: Error) => err.message,
    ),
  );
  release();
  expect(await Promise.all(first)).toEqual(['bad item', 'bad item', 'bad item']);
  fail = outage;
  const second = [4, 5, 6, 7].map((n) =>
    push(n).then(
      () => 'sent',
      (err: Error) => err.message,
    ),
  );
  expect(await Promise.all(second)).toEqual(Array(4).fill('server gone'));
  // Of the outage's four pushes, only the first batch was tried.
  expect(sent).toEqual([[1], [2, 3], [4]]);
  fail = undefined;
  await push(8);
  expect(sent.at(-1)).toEqual([8]);
});
