import { randomUUID } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type Locale, type MessageView, questionView } from '@teachchat/shared';
import type { Config } from '../config.ts';
import { STUDENT_ACTIVITY_NOT_FOUND } from '../access/activities.ts';
import { Message } from '../db/entities/message.ts';
import { isDatabaseUnavailable } from '../unavailable.ts';
import { type AppError, badInput, notFound, tooMany } from '../errors.ts';
import { en, text } from '../texts/index.ts';
import type { EventBus } from '../events/bus.ts';
import { topics } from '../events/topics.ts';
import type { EarlySearch } from '../rag/answer/answer.ts';
import { languageModelFor } from '../rag/answer/models.ts';
import { releaseLease } from '../services/rate-limit.ts';
import { askingLimit, ensureMaterialReady } from './asking.ts';
import { type ReplyWriter, replyLeaseKey, type StartReply } from './replies.ts';
import { type QuestionActivity, type QuestionOutcome, saveQuestion } from './save-question.ts';
import { toMessageView } from './views.ts';

export interface SendContext {
  em: EntityManager;
  config: Config;
  bus: EventBus;
  chat: ReplyWriter;
  studentId: string;
  /** The student's language: their reply's fixed texts are written in it. */
  locale: Locale;
}

export interface SendInput {
  activityId: string;
  content: string;
  clientMessageId?: string | undefined;
}

type Sent = { message: MessageView; replyId: string };

const BUSY = text('error.busy');
const SUBMITTED = text('error.submitted');

/** One send: the question's ids and time, and the limits it is saved under. */
function newSend(ctx: SendContext, input: SendInput) {
  return {
    ...input,
    studentId: ctx.studentId,
    locale: ctx.locale,
    id: randomUUID(),
    replyId: randomUUID(),
    createdAt: new Date(),
    limit: askingLimit(ctx.config, ctx.studentId),
    // Held until the reply is saved; it runs out in case this node dies writing it.
    lease: { key: replyLeaseKey(ctx.studentId), ttlMs: ctx.config.ai.timeoutMs + 30_000 },
  };
}
type Send = ReturnType<typeof newSend>;

/** The message this student already sent in the activity under `clientMessageId`. */
async function findSent(em: EntityManager, send: Send): Promise<Sent | null> {
  if (!send.clientMessageId) return null;
  const message = await em.fork().findOne(Message, {
    conversation: { activity: send.activityId, student: send.studentId },
    clientMessageId: send.clientMessageId,
    replyId: { $ne: null },
  });
  return message?.replyId ? { message: toMessageView(message), replyId: message.replyId } : null;
}

/** The refusal a question met, in the order a student would hear of them; null if saved. */
function refusal(outcome: QuestionOutcome, send: Send): AppError | null {
  if (!outcome.activity) return notFound(STUDENT_ACTIVITY_NOT_FOUND);
  ensureMaterialReady(outcome.activity);
  if (outcome.status === 'completed') return badInput(SUBMITTED);
  if (outcome.count !== null && outcome.count > send.limit.max) {
    return tooMany(send.limit.message);
  }
  if (!outcome.leased) return tooMany(BUSY);
  return null;
}

const startReply =
  (config: Config, send: Send) =>
  (activity: QuestionActivity, conversationId: string): StartReply => ({
    replyId: send.replyId,
    studentId: send.studentId,
    conversationId,
    question: send.content,
    questionAt: send.createdAt,
    offline: languageModelFor(config, activity.model) === undefined,
    activity,
    locale: send.locale,
  });

/**
 * Runs the send's statement, with the search started as soon as it has left. A question
 * whose saving went unanswered starts its reply once PostgreSQL says it was saved; the same
 * message sent twice at once gets the other send's answer.
 */
async function save(ctx: SendContext, send: Send) {
  let sent = false;
  let early: EarlySearch | undefined;
  const onSent = () => {
    sent = true;
    // Once the statement has left: the search runs while PostgreSQL works on it.
    queueMicrotask(() => {
      early = ctx.chat.searchEarly(send.studentId, send.activityId, send.content);
    });
  };
  try {
    const question = { ...send, conversationId: randomUUID() };
    const outcome = await saveQuestion(
      ctx.em.getConnection(),
      { ...question, clientMessageId: send.clientMessageId ?? null, rate: send.limit },
      onSent,
    );
    return { outcome, early };
  } catch (err) {
    // PostgreSQL went away after the statement left, before it answered: the question may
    // be saved all the same. (Sends that found no connection, as in an outage, were not.)
    if (sent && isDatabaseUnavailable(err)) {
      ctx.chat.startWhenSaved(send.id, startReply(ctx.config, send));
    }
    // The same message sent twice at once: the other send saved it (and holds the lease).
    const other =
      err instanceof UniqueConstraintViolationException && (await findSent(ctx.em, send));
    if (other) return { other };
    throw err;
  }
}

/** Tells the conversation's screens and the teacher's live lists of the new question. */
async function announce(ctx: SendContext, send: Send, activity: QuestionActivity, id: string) {
  const message = questionView({ id: send.id, content: send.content, createdAt: send.createdAt });
  await ctx.bus.publish(topics.chat(id), { type: 'message', message });
  await ctx.bus.publish(topics.responses, {
    kind: 'message',
    conversationId: id,
    activityId: activity.id,
    courseId: activity.courseId,
    studentId: send.studentId,
    at: send.createdAt.toISOString(),
  });
  return message;
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
export async function sendMessage(ctx: SendContext, input: SendInput): Promise<Sent> {
  const send = newSend(ctx, input);
  const saved = await save(ctx, send);
  if (saved.other) return saved.other;
  const { outcome, early } = saved;
  const { activity, conversationId } = outcome;
  if (activity && conversationId) {
    // Saved: the reply is what frees the lease.
    const reply = startReply(ctx.config, send)(activity, conversationId);
    ctx.chat.start({ ...reply, history: outcome.history, early });
  } else if (outcome.leased) {
    // Leased but not saved: a conversation first made and submitted while the statement
    // ran (the lock on its row covers one that was there before). Nothing may stay.
    await releaseLease(ctx.em, send.lease.key);
    throw badInput(SUBMITTED);
  }
  if (outcome.sent) {
    const sent = await findSent(ctx.em, send);
    if (sent) return sent;
  }
  const refused = refusal(outcome, send);
  if (refused) {
    const other = refused.message === en['error.busy'] && (await findSent(ctx.em, send));
    if (other) return other;
    throw refused;
  }
  if (!activity || !conversationId) throw new Error('a saved question without its row');
  return { message: await announce(ctx, send, activity, conversationId), replyId: send.replyId };
}
