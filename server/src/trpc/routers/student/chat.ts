import type { EntityManager } from '@mikro-orm/postgresql';
import { type ChatEvent, chatSendInput, feedbackInput } from '@teachchat/shared';
import { tracked, type TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { ensureStudentSeesActivity, findStudentActivity } from '../../../access/activities.ts';
import { findStudentReply } from '../../../access/messages.ts';
import { ensureConversation, findConversation, messagesOf } from '../../../chat/conversations.ts';
import type { ReplyWriter } from '../../../chat/replies.ts';
import { sendMessage } from '../../../chat/sending.ts';
import { toMessageView } from '../../../chat/views.ts';
import { Conversation } from '../../../db/entities/conversation.ts';
import { topics } from '../../../events/topics.ts';
import { correctionsOf } from '../../../services/corrections.ts';
import { studentProcedure } from '../../init.ts';
import { guardedEventStream } from '../../live-access.ts';
import { submitRouter } from './submit.ts';

const activityInput = z.object({ activityId: z.uuid('Activity not found') });
// Resumes give back messages this much older than the last event seen: clocks of two
// nodes may differ a little, and the client drops what it already has.
const RESUME_MARGIN_MS = 5_000;

/** The student's conversation in the activity (created if needed), for a student in it. */
async function conversationOf(em: EntityManager, studentId: string, activityId: string) {
  const activity = await findStudentActivity(em, studentId, activityId);
  const conversation = await ensureConversation(em, activity.id, studentId);
  return { conversationId: conversation.id, courseId: activity.course.id };
}

/**
 * What a (re)connecting tab missed: saved messages since the last event it saw, the status,
 * and any reply in progress (resent by whichever node writes it).
 */
async function* catchUp(
  ctx: { em: EntityManager; chat: ReplyWriter },
  input: { since?: Date; lastEventId?: string | null },
  conversationId: string,
  id: () => string,
) {
  const lastSeen = Number(input.lastEventId?.split('-')[0]);
  const since =
    Number.isFinite(lastSeen) && lastSeen > 0 ? new Date(lastSeen - RESUME_MARGIN_MS) : input.since;
  if (since) {
    for (const m of await messagesOf(ctx.em.fork(), conversationId, since)) {
      yield tracked(id(), { type: 'message', message: toMessageView(m) } satisfies ChatEvent);
    }
  }
  const current = await ctx.em.fork().findOne(Conversation, { id: conversationId });
  yield tracked(id(), {
    type: 'status',
    status: current?.status ?? 'in_progress',
    submittedAt: current?.submittedAt ?? null,
  } satisfies ChatEvent);
  const here = ctx.chat.current(conversationId);
  if (here) yield tracked(id(), { type: 'snapshot', ...here } satisfies ChatEvent);
  else await ctx.chat.requestSnapshot(conversationId);
}

export const studentChatRouter = {
  history: studentProcedure.input(activityInput).query(async ({ ctx, input }) => {
    const activity = await findStudentActivity(ctx.em, ctx.user.id, input.activityId);
    const asOf = new Date();
    const conversation = await findConversation(ctx.em, activity.id, ctx.user.id);
    const [messages, corrections] = conversation
      ? await Promise.all([
          messagesOf(ctx.em, conversation.id),
          correctionsOf(ctx.em, conversation.id),
        ])
      : [[], []];
    return {
      asOf,
      status: conversation?.status ?? ('in_progress' as const),
      submittedAt: conversation?.submittedAt ?? null,
      messages: messages.map(toMessageView),
      /** The teacher's corrections of replies, shown under each. */
      corrections,
      replying: conversation ? (ctx.chat.current(conversation.id) ?? null) : null,
    };
  }),

  /** Saves the student's message, then starts the reply, which streams on onEvents. */
  send: studentProcedure.input(chatSendInput).mutation(({ ctx, input }) =>
    // Checks the student's access itself, in the statement that saves the message.
    sendMessage({ ...ctx, studentId: ctx.user.id }, input),
  ),

  /**
   * The conversation live, for every tab of the student. Subscribes first, then catches up
   * (saved messages since the last event seen, the status, and any reply in progress,
   * resent by whichever node writes it), so a reconnect misses nothing; the client's
   * id- and offset-keyed state makes repeats harmless.
   */
  onEvents: studentProcedure
    .input(
      activityInput.extend({
        since: z.date().optional(),
        lastEventId: z.string().max(100).nullish(),
      }),
    )
    .subscription(async function* ({ ctx, input, signal }) {
      const { conversationId, courseId } = await conversationOf(
        ctx.em,
        ctx.user.id,
        input.activityId,
      );
      // The socket holds this generator (and its ctx and fork) as long as it is open, and a
      // suspended generator keeps every local: hold ids here, not entities.
      ctx.em.clear();
      // Ends with "Activity not found" once the student is unenrolled or the activity is
      // deleted or no longer published.
      const live = await guardedEventStream(ctx, topics.chat(conversationId), signal, {
        scope: { course: courseId, activity: input.activityId },
        check: (em) => ensureStudentSeesActivity(em, ctx.user.id, input.activityId),
        checksRole: true,
      });
      let seq = 0;
      const id = () => `${Date.now()}-${seq++}`;
      yield* catchUp(ctx, input, conversationId, id);
      for await (const { event } of live) yield tracked(id(), event);
    }),

  feedback: studentProcedure.input(feedbackInput).mutation(async ({ ctx, input }) => {
    const message = await findStudentReply(ctx.em, ctx.user.id, input.messageId);
    message.feedback = input.feedback;
    await ctx.em.flush();
    const view = toMessageView(message);
    await ctx.bus.publish(topics.chat(message.conversation.id), { type: 'message', message: view });
    return view;
  }),

  ...submitRouter,
} satisfies TRPCRouterRecord;
