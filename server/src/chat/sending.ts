import { randomUUID } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { MessageView } from '@teachchat/shared';
import type { Config } from '../config.ts';
import type { IActivity } from '../db/entities/activity.ts';
import { type IMessage, Message } from '../db/entities/message.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { AppError, badInput, tooMany } from '../errors.ts';
import type { EventBus } from '../events/bus.ts';
import { topics } from '../events/topics.ts';
import { languageModelFor } from '../rag/answer/models.ts';
import { acquireLease } from '../services/rate-limit.ts';
import { enforceAskingLimit, toAnswerActivity } from './asking.ts';
import { ensureConversation, findConversation } from './conversations.ts';
import type { ReplyWriter, StartReply } from './replies.ts';
import { toMessageView } from './views.ts';

export interface SendContext {
  em: EntityManager;
  config: Config;
  bus: EventBus;
  chat: ReplyWriter;
  studentId: string;
}

export interface SendInput {
  content: string;
  clientMessageId?: string | undefined;
}

/** The message this student already sent in the activity under `clientMessageId`. */
async function findSent(
  em: EntityManager,
  activityId: string,
  studentId: string,
  clientMessageId: string | undefined,
) {
  if (!clientMessageId) return null;
  const message = await em.findOne(Message, {
    conversation: { activity: activityId, student: studentId },
    clientMessageId,
    replyId: { $ne: null },
  });
  return message?.replyId ? { message: toMessageView(message), replyId: message.replyId } : null;
}

/**
 * Saves a student's message in an activity (allowed to them: the caller checked) and starts
 * its reply. The message, the conversation's last activity and the student's
 * one-reply-at-a-time lease are committed together, so a send that fails leaves none of
 * them behind (a lease alone would refuse the student's next message until it ran out).
 * A send repeated with the same clientMessageId, as a client retries after an error, gets
 * the saved message and its reply's id back instead of a second copy.
 */
export async function sendMessage(
  ctx: SendContext,
  activity: IActivity,
  input: SendInput,
): Promise<{ message: MessageView; replyId: string }> {
  const { em, studentId } = ctx;
  const sent = await findSent(em, activity.id, studentId, input.clientMessageId);
  if (sent) return sent;
  // The conversation is created only once the message is allowed: a refused send
  // (submitted, too fast, a reply still running) leaves nothing behind.
  const existing = await findConversation(em, activity.id, studentId);
  if (existing?.status === 'completed') {
    throw badInput('This activity has been submitted. You can no longer send messages.');
  }
  await enforceAskingLimit(em, ctx.config, studentId);
  const leaseKey = `reply:${studentId}`;
  const question = { id: randomUUID(), replyId: randomUUID(), createdAt: new Date() };
  const reply = (conversationId: string): StartReply => ({
    replyId: question.replyId,
    conversationId,
    leaseKey,
    question: input.content,
    questionAt: question.createdAt,
    offline: languageModelFor(ctx.config, activity.model) === undefined,
    activity: toAnswerActivity(activity),
  });
  let conversationId: string | undefined;
  let saved: IMessage;
  try {
    saved = await em.transactional(async (tx) => {
      if (!(await acquireLease(tx, leaseKey, ctx.config.ai.timeoutMs + 30_000))) {
        throw tooMany('Please wait for the current reply to finish.');
      }
      const conversation = await ensureConversation(tx, activity.id, studentId);
      conversationId = conversation.id;
      conversation.lastMessageAt = question.createdAt;
      return tx.create(Message, {
        ...question,
        conversation,
        sender: 'user',
        content: input.content,
        clientMessageId: input.clientMessageId,
      });
    });
  } catch (err) {
    // PostgreSQL went away before the commit was answered: it may have happened.
    if (conversationId && isDatabaseUnavailable(err)) {
      ctx.chat.startWhenSaved(question.id, reply(conversationId));
    }
    // The same message sent twice at once: the other send saved it (and holds the lease).
    const lost =
      err instanceof UniqueConstraintViolationException ||
      (err instanceof AppError && err.kind === 'too-many');
    const other = lost && (await findSent(em, activity.id, studentId, input.clientMessageId));
    if (other) return other;
    throw err;
  }
  // Started first, whatever happens next: the reply is what frees the lease.
  ctx.chat.start(reply(saved.conversation.id));
  const view = toMessageView(saved);
  await ctx.bus.publish(topics.chat(saved.conversation.id), { type: 'message', message: view });
  await ctx.bus.publish(topics.responses, {
    kind: 'message',
    conversationId: saved.conversation.id,
    activityId: activity.id,
    courseId: activity.course.id,
    studentId,
    at: saved.createdAt.toISOString(),
  });
  return { message: view, replyId: question.replyId };
}
