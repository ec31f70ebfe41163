import { type ChatEvent, transcriptInput } from '@teachchat/shared';
import { tracked } from '@trpc/server';
import { findConversation, messagesOf } from '../../../chat/conversations.ts';
import { chatTopic, RESPONSES_TOPIC, type ResponseEvent } from '../../../chat/topics.ts';
import { toMessageView } from '../../../chat/views.ts';
import { Course } from '../../../db/entities/course.ts';
import { eventStream } from '../../../events/bus.ts';
import { loadTranscript } from '../../../services/transcript.ts';
import { teacherProcedure } from '../../init.ts';

/** Student messages and submissions in the caller's courses, for the live responses list. */
export const onResponses = teacherProcedure.subscription(async function* ({ ctx, signal }) {
  const live = eventStream(ctx.bus, RESPONSES_TOPIC, signal);
  const own = new Set(
    (await ctx.em.find(Course, { teacher: ctx.user.id }, { fields: ['id'] })).map((c) => c.id),
  );
  for await (const event of live) {
    const response = event as ResponseEvent;
    if (own.has(response.courseId)) yield response;
  }
});

/**
 * A student's conversation live, read-only, while they chat: the same events their own
 * tabs get. Waits for the conversation to exist if the student has not written yet.
 */
export const onTranscript = teacherProcedure.input(transcriptInput).subscription(async function* ({
  ctx,
  input,
  signal,
}) {
  const transcript = await loadTranscript(ctx.em, input, { teacherId: ctx.user.id });
  let conversationId = transcript.conversationId;
  if (!conversationId) {
    for await (const event of eventStream(ctx.bus, RESPONSES_TOPIC, signal)) {
      const response = event as ResponseEvent;
      if (
        response.activityId === transcript.activity.id &&
        response.studentId === transcript.student.id
      ) {
        conversationId = response.conversationId;
        break;
      }
    }
    if (!conversationId) return;
  }
  const live = eventStream(ctx.bus, chatTopic(conversationId), signal);
  let seq = 0;
  const since = new Date(Date.now() - 60_000);
  for (const m of await messagesOf(ctx.em.fork(), conversationId, since)) {
    yield tracked(String(seq++), {
      type: 'message',
      message: toMessageView(m),
    } satisfies ChatEvent);
  }
  const current = await findConversation(
    ctx.em.fork(),
    transcript.activity.id,
    transcript.student.id,
  );
  yield tracked(String(seq++), {
    type: 'status',
    status: current?.status ?? 'in_progress',
    submittedAt: current?.submittedAt ?? null,
  } satisfies ChatEvent);
  const here = ctx.chat.current(conversationId);
  if (here) yield tracked(String(seq++), { type: 'snapshot', ...here } satisfies ChatEvent);
  else await ctx.chat.requestSnapshot(conversationId);
  for await (const event of live) yield tracked(String(seq++), event as ChatEvent);
});
