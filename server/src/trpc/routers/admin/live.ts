import { RESPONSES_TOPIC, type ResponseEvent } from '../../../chat/topics.ts';
import { adminProcedure } from '../../init.ts';
import { guardedEventStream } from '../../live-access.ts';
import { ADMIN_CHANGES, type AdminChange } from './changes.ts';

// Admins see every row: their access rests on their role alone.
const anyRow = { check: async () => {} };

/** Something admin screens show changed: refetch. Student responses count as changes. */
export const onChanges = adminProcedure.subscription(async function* ({ ctx, signal }) {
  const live = await guardedEventStream(ctx, [ADMIN_CHANGES, RESPONSES_TOPIC], signal, anyRow);
  for await (const { event } of live) {
    yield 'conversationId' in (event as object)
      ? ({ kind: 'responses' } satisfies AdminChange)
      : (event as AdminChange);
  }
});

/** Every student message or submission, for the live Activity Submissions list. */
export const onSubmissions = adminProcedure.subscription(async function* ({ ctx, signal }) {
  const live = await guardedEventStream(ctx, RESPONSES_TOPIC, signal, anyRow);
  for await (const { event } of live) yield event as ResponseEvent;
});
