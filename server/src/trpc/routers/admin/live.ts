import { type AdminChange, topics } from '../../../events/topics.ts';
import { adminProcedure } from '../../init.ts';
import { guardedEventStream } from '../../live-access.ts';

// Admins see every row: their access rests on their role alone.
const anyRow = { check: async () => {} };

/** Something admin screens show changed: refetch. Student responses count as changes. */
export const onChanges = adminProcedure.subscription(async function* ({ ctx, signal }) {
  const live = await guardedEventStream(
    ctx,
    [topics.adminChanges, topics.responses],
    signal,
    anyRow,
  );
  for await (const { event } of live) {
    yield 'conversationId' in event ? ({ kind: 'responses' } satisfies AdminChange) : event;
  }
});

/** Every student message or submission, for the live Activity Submissions list. */
export const onSubmissions = adminProcedure.subscription(async function* ({ ctx, signal }) {
  const live = await guardedEventStream(ctx, topics.responses, signal, anyRow);
  for await (const { event } of live) yield event;
});
