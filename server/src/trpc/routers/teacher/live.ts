import type { EntityManager } from '@mikro-orm/postgresql';
import { type ChatEvent, transcriptInput } from '@teachchat/shared';
import { tracked } from '@trpc/server';
import { findOwnActivity } from '../../../access/activities.ts';
import { ownCourseIds } from '../../../access/courses.ts';
import { findConversation, messagesOf } from '../../../chat/conversations.ts';
import { toMessageView } from '../../../chat/views.ts';
import { topics } from '../../../events/topics.ts';
import { loadTeacherTranscript } from '../../../services/pseudonyms/transcript.ts';
import { teacherProcedure } from '../../init.ts';
import { guardedEventStream } from '../../live-access.ts';

/**
 * Student messages and submissions in the caller's courses, for the live responses list.
 * Which courses are theirs is checked again when a course changes teacher.
 */
export const onResponses = teacherProcedure.subscription(async function* ({ ctx, signal }) {
  const live = await guardedEventStream(ctx, topics.responses, signal, {
    check: (em) => ownCourseIds(em, ctx.user.id),
  });
  for await (const { event, allowed: own } of live) {
    // The page only refreshes on an event; the student's real id is not the teacher's to
    // hold (it links a student's pseudonyms across courses).
    const { studentId: _student, ...seen } = event;
    if (own.has(event.courseId)) yield seen;
  }
});

/**
 * A student's conversation live, read-only, while they chat: the same events their own
 * tabs get. Waits for the conversation to exist if the student has not written yet. Ends
 * with the not-found error once the activity is no longer in the caller's courses.
 */
export const onTranscript = teacherProcedure.input(transcriptInput).subscription(async function* ({
  ctx,
  input,
  signal,
}) {
  const { transcript, realStudent } = await loadTeacherTranscript(ctx.em, input, ctx.user.id);
  const { activity, course, conversationId: existing } = transcript;
  // The socket holds this generator (and its ctx) as long as it is open: keep ids only.
  ctx.em.clear();
  const [activityId, studentId] = [activity.id, realStudent.id];
  const access = {
    scope: { course: course.id, activity: activityId },
    check: async (em: EntityManager) => {
      await findOwnActivity(em, ctx.user.id, activityId);
    },
  };
  let conversationId = existing;
  if (!conversationId) {
    const waiting = await guardedEventStream(ctx, topics.responses, signal, access);
    for await (const { event } of waiting) {
      if (event.activityId === activityId && event.studentId === studentId) {
        conversationId = event.conversationId;
        break;
      }
    }
    if (!conversationId) return;
  }
  const live = await guardedEventStream(ctx, topics.chat(conversationId), signal, access);
  let seq = 0;
  const since = new Date(Date.now() - 60_000);
  for (const m of await messagesOf(ctx.em.fork(), conversationId, since)) {
    yield tracked(String(seq++), {
      type: 'message',
      message: toMessageView(m),
    } satisfies ChatEvent);
  }
  const current = await findConversation(ctx.em.fork(), activityId, studentId);
  yield tracked(String(seq++), {
    type: 'status',
    status: current?.status ?? 'in_progress',
    submittedAt: current?.submittedAt ?? null,
  } satisfies ChatEvent);
  const here = ctx.chat.current(conversationId);
  if (here) yield tracked(String(seq++), { type: 'snapshot', ...here } satisfies ChatEvent);
  else await ctx.chat.requestSnapshot(conversationId);
  for await (const { event } of live) yield tracked(String(seq++), event);
});
