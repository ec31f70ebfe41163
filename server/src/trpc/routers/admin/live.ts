import { RESPONSES_TOPIC, type ResponseEvent } from '../../../chat/topics.ts';
import { eventStream } from '../../../events/bus.ts';
import { adminProcedure } from '../../init.ts';
import { ADMIN_CHANGES, type AdminChange } from './changes.ts';

/** Something admin screens show changed: refetch. Student responses count as changes. */
export const onChanges = adminProcedure.subscription(async function* ({ ctx, signal }) {
  for await (const event of eventStream(ctx.bus, [ADMIN_CHANGES, RESPONSES_TOPIC], signal)) {
    yield 'conversationId' in (event as object)
      ? ({ kind: 'responses' } satisfies AdminChange)
      : (event as AdminChange);
  }
});

/** Every student message or submission, for the live Activity Submissions list. */
export const onSubmissions = adminProcedure.subscription(async function* ({ ctx, signal }) {
  for await (const event of eventStream(ctx.bus, RESPONSES_TOPIC, signal))
    yield event as ResponseEvent;
});
