import { randomUUID } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type MessageView, questionView } from '@teachchat/shared';
import type { Config } from '../config.ts';
import { STUDENT_ACTIVITY_NOT_FOUND } from '../access/activities.ts';
import { Message } from '../db/entities/message.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { type AppError, badInput, notFound, tooMany } from '../errors.ts';
import type { EventBus } from '../events/bus.ts';
import { topics } from '../events/topics.ts';
import type { EarlySearch } from '../rag/answer/answer.ts';
import { languageModelFor } from '../rag/answer/models.ts';
import { releaseLease } from '../services/rate-limit.ts';
import { ASKING_LIMIT_MESSAGE, ensureMaterialReady } from './asking.ts';
import { type ReplyWriter, replyLeaseKey, type StartReply } from './replies.ts';
import { type QuestionActivity, type QuestionOutcome, saveQuestion } from './save-question.ts';
import { toMessageView } from './views.ts';

export interface SendContext {
  em: EntityManager;
  config: Config;
  bus: EventBus;
  chat: ReplyWriter;
  studentId: string;
}

export interface SendInput {
  activityId: string;
  content: string;
  clientMessageId?: string | undefined;
}

const BUSY = 'Please wait for the current reply to finish.';
const SUBMITTED = 'This activity has been submitted. You can no longer send messages.';

/** The message this student already sent in the activity under `clientMessageId`. */
async function findSent(
  em: EntityManager,
  activityId: string,
  studentId: string,
  clientMessageId: string | undefined,
) {
  if (!clientMessageId) return null;
  const message = await em.fork().findOne(Message, {
    conversation: { activity: activityId, student: studentId },
    clientMessageId,
    replyId: { $ne: null },
  });
  return message?.replyId ? { message: toMessageView(message), replyId: message.replyId } : null;
}

/** The refusal a question met, in the order a student would hear of them; null if saved. */
function refusal(outcome: QuestionOutcome, config: Config): AppError | null {
  if (!outcome.activity) return notFound(STUDENT_ACTIVITY_NOT_FOUND);
  ensureMaterialReady(outcome.activity);
  if (outcome.status === 'completed') {
    return badInput(SUBMITTED);
  }
  if (outcome.count !== null && outcome.count > config.chat.messagesPerMinute) {
    return tooMany(ASKING_LIMIT_MESSAGE);
  }
  if (!outcome.leased) return tooMany(BUSY);
  return null;
}

/**
 * Saves a student's message in an activity they may ask in, and starts its reply. The
 * checks, the rate count, the message, the conversation's last activity and the student's
 * one-reply-at-a-time lease are one statement (save-question.ts), its own transaction, so a
 * send that fails leaves none of them behind (a lease alone would refuse the student's next
 * message until it ran out). A send repeated with the same clientMessageId, as a client
 * retries after an error, gets the saved message and its reply's id back instead of a
 * second copy.
 */
export async function sendMessage(
  ctx: SendContext,
  input: SendInput,
): Promise<{ message: MessageView; replyId: string }> {
  const { em, studentId, config } = ctx;
  const question = { id: randomUUID(), replyId: randomUUID(), createdAt: new Date() };
  const leaseKey = replyLeaseKey(studentId);
  const reply = (activity: QuestionActivity, conversationId: string): StartReply => ({
    replyId: question.replyId,
    studentId,
    conversationId,
    question: input.content,
    questionAt: question.createdAt,
    offline: languageModelFor(config, activity.model) === undefined,
    activity,
  });
  let outcome: QuestionOutcome;
  let sent = false;
  let early: EarlySearch | undefined;
  const onSent = () => {
    sent = true;
    // Once the statement has left: the search runs while PostgreSQL works on it.
    queueMicrotask(() => {
      early = ctx.chat.searchEarly(studentId, input.activityId, input.content);
    });
  };
  try {
    outcome = await saveQuestion(
      em.getConnection(),
      {
        activityId: input.activityId,
        studentId,
        conversationId: randomUUID(),
        ...question,
        content: input.content,
        clientMessageId: input.clientMessageId ?? null,
        rate: { key: `chat:${studentId}`, max: config.chat.messagesPerMinute, windowMs: 60_000 },
        lease: { key: leaseKey, ttlMs: config.ai.timeoutMs + 30_000 },
      },
      onSent,
    );
  } catch (err) {
    // PostgreSQL went away after the statement left, before it answered: the question may
    // be saved all the same. (Sends that found no connection, as in an outage, were not.)
    if (sent && isDatabaseUnavailable(err)) ctx.chat.startWhenSaved(question.id, reply);
    // The same message sent twice at once: the other send saved it (and holds the lease).
    const other =
      err instanceof UniqueConstraintViolationException &&
      (await findSent(em, input.activityId, studentId, input.clientMessageId));
    if (other) return other;
    throw err;
  }
  if (outcome.activity && outcome.conversationId) {
    // Saved: the reply is what frees the lease.
    ctx.chat.start({
      ...reply(outcome.activity, outcome.conversationId),
      history: outcome.history,
      early,
    });
  } else if (outcome.leased) {
    // Leased but not saved: a conversation first made and submitted while the statement
    // ran (the lock on its row covers one that was there before). Nothing may stay.
    await releaseLease(em, leaseKey);
    throw badInput(SUBMITTED);
  }
  if (outcome.sent) {
    const sent = await findSent(em, input.activityId, studentId, input.clientMessageId);
    if (sent) return sent;
  }
  const refused = refusal(outcome, config);
  if (refused) {
    const other =
      refused.message === BUSY &&
      (await findSent(em, input.activityId, studentId, input.clientMessageId));
    if (other) return other;
    throw refused;
  }
  const { activity, conversationId } = outcome;
  if (!activity || !conversationId) throw new Error('a saved question without its row');
  const view = questionView({
    id: question.id,
    content: input.content,
    createdAt: question.createdAt,
  });
  await ctx.bus.publish(topics.chat(conversationId), { type: 'message', message: view });
  await ctx.bus.publish(topics.responses, {
    kind: 'message',
    conversationId,
    activityId: activity.id,
    courseId: activity.courseId,
    studentId,
    at: question.createdAt.toISOString(),
  });
  return { message: view, replyId: question.replyId };
}
