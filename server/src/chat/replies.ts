import type { EntityManager } from '@mikro-orm/postgresql';
import type { ChatEvent, Citation, Locale } from '@teachchat/shared';
import type { Orm } from '../db/orm.ts';
import { isDatabaseUnavailable, retryWhileUnavailable } from '../unavailable.ts';
import type { EventBus } from '../events/bus.ts';
import { topics } from '../events/topics.ts';
import { type AnswerActivity, AnswerError, type EarlySearch } from '../rag/answer/answer.ts';
import { finishReply } from '../rag/answer/citations.ts';
import type { RagService } from '../rag/service.ts';
import { recentTurns } from './conversations.ts';
import { createEarlySearches } from './early-search.ts';
import { type QuestionActivity, savedQuestion } from './save-question.ts';
import type { Turn } from '../rag/answer/rewrite.ts';
import { type ReplyRow, replyView, saveReplyWhenReachable } from './save-reply.ts';
import { en, translator } from '../texts/index.ts';
import { type AnswerGuard, createAnswerGuard, earlierReplies } from './withhold.ts';

// Deltas after the first are sent in batches about this often: smooth on screen, few bus
// messages. The first goes at once: it is what tells the student the answer has begun.
const BATCH_MS = 50;
const SNAPSHOT_PIECE = 3000;
// The first delta reaches its sockets through promise callbacks (the bus, the
// subscription's generator, tRPC's send): a setImmediate lets them run first.
const framesLeave = () => new Promise<void>((resolve) => setImmediate(resolve));
/** What a reply cut short by PostgreSQL's absence says (in English). */
export const INTERRUPTED = en['assistant.error.interrupted'];

interface Reply {
  replyId: string;
  conversationId: string;
  text: string;
  citations: Citation[] | null;
  offline: boolean;
  covered: boolean | null;
  withheld: boolean;
  controller: AbortController;
  done: Promise<void>;
}

/** The key of a student's one-reply-at-a-time lease: taken by the send, freed with the
 * saved reply. */
export const replyLeaseKey = (studentId: string) => `reply:${studentId}`;

export interface StartReply {
  /** The id the reply is saved under, known to the student's client from the send. */
  replyId: string;
  studentId: string;
  conversationId: string;
  activity: AnswerActivity;
  question: string;
  /** When the question was saved: the model sees the turns before it. */
  questionAt: Date;
  offline: boolean;
  /** The turns before the question, when the send read them already. */
  history?: Turn[];
  /** The question's search, started beside the send's statement (searchEarly). */
  early?: EarlySearch | undefined;
  /** The student's language: the reply's fixed texts and errors are written in it. */
  locale: Locale;
}

/**
 * Writes assistant replies on this node: typing state, then text deltas batched about every
 * 50 ms, then the saved message, which carries the whole text and its sources (the last batch
 * comes with it, not before it). The reply is written to the database once, when it ends
 * (with an error mark and what arrived if the provider fails, or if PostgreSQL is down then:
 * it is saved when PostgreSQL is back). A client that comes back mid-reply, on any node, asks
 * for a snapshot and this node resends the text so far.
 */
export function createReplyWriter(deps: {
  orm: Orm;
  bus: EventBus;
  rag: Pick<RagService, 'answer' | 'searchEarly'>;
  log: (msg: string, err?: unknown) => void;
}) {
  const replies = new Map<string, Reply>();
  const early = createEarlySearches((activity, question) =>
    deps.rag.searchEarly(activity, question),
  );
  // Stops replies waiting for PostgreSQL to come back when the node shuts down.
  const closing = new AbortController();

  const resend = async (reply: Reply) => {
    const topic = topics.chat(reply.conversationId);
    if (reply.citations)
      await deps.bus.publish(topic, {
        type: 'sources',
        replyId: reply.replyId,
        citations: reply.citations,
      });
    for (let offset = 0; offset < reply.text.length; offset += SNAPSHOT_PIECE) {
      const text = reply.text.slice(offset, offset + SNAPSHOT_PIECE);
      await deps.bus.publish(topic, { type: 'delta', replyId: reply.replyId, offset, text });
    }
  };
  const stopListening = deps.bus.subscribe(topics.replySnapshotRequests, (request) => {
    const reply = replies.get(request.conversationId);
    if (reply) resend(reply).catch((err: unknown) => deps.log('reply snapshot failed', err));
  });

  async function run(reply: Reply, args: StartReply): Promise<void> {
    const t = translator(args.locale);
    const interrupted = t('assistant.error.interrupted');
    // One queue per reply keeps events in order on every subscriber.
    let queue = Promise.resolve();
    const publish = (event: ChatEvent) => {
      queue = queue
        .then(() => deps.bus.publish(topics.chat(reply.conversationId), event))
        .catch((err: unknown) => deps.log('chat event lost', err));
      return queue;
    };
    const started = performance.now();
    let firstTokenMs: number | null = null;
    let sent = 0;
    const flush = () => {
      // The checked reply can be shorter than what streamed, or withheld: the saved message
      // replaces it.
      if (reply.withheld || reply.text.length <= sent) return;
      const text = reply.text.slice(sent);
      void publish({ type: 'delta', replyId: reply.replyId, offset: sent, text });
      sent = reply.text.length;
    };
    let timer: NodeJS.Timeout | undefined;
    let status: 'complete' | 'error' = 'complete';
    let unverifiedQuotes: string[] = [];
    let error: string | null = null;
    // Only what it lets through reaches reply.text, the one source of every delta.
    let guard: AnswerGuard | undefined;
    const withhold = () => {
      if (!guard) return false;
      reply.text += guard.end();
      if (!guard.withheld) return false;
      reply.withheld = true;
      reply.text = t('assistant.withheld');
      reply.citations = [];
      return true;
    };
    try {
      void publish({ type: 'typing', replyId: reply.replyId, offline: args.offline });
      const keys = args.activity.answerKeys;
      // Checked with the earlier replies too: an answer given a piece a reply is withheld.
      guard = await createAnswerGuard(
        keys,
        keys.length > 0
          ? await earlierReplies(
              deps.orm.em.fork() as EntityManager,
              args.conversationId,
              args.questionAt,
            )
          : [],
      );
      const answer = await deps.rag.answer({
        activity: args.activity,
        question: args.question,
        history:
          args.history ??
          (await recentTurns(
            deps.orm.em.fork() as EntityManager,
            args.conversationId,
            args.questionAt,
          )),
        signal: reply.controller.signal,
        early: args.early,
        locale: args.locale,
      });
      reply.offline = answer.mode === 'offline';
      reply.covered = answer.retrieval.covered;
      for await (const piece of answer.text) {
        firstTokenMs ??= Math.round(performance.now() - started);
        reply.text += guard.push(piece);
        // The rest of a reply that gave an answer away is not wanted.
        if (guard.withheld) break;
        if (!timer && reply.text.length > 0) {
          flush();
          timer = setInterval(flush, BATCH_MS);
          // A reply that arrives whole is read to its end within one turn of the loop, and
          // the first delta's frame would wait for that: it leaves first.
          await framesLeave();
        }
      }
      if (!withhold()) {
        // Only the sources the reply cites, known once it has ended; a model's markers and
        // quotes are held to its passages.
        const finished = finishReply(answer.mode, reply.text, answer.sources);
        // Checked again as saved: finishing can join what streamed apart ("4[0]2" → "42").
        if (guard.settle(finished.content)) {
          reply.text = finished.content;
          // A passage holding a protected answer is not shown as a source either.
          reply.citations = finished.citations.filter((c) => !guard?.reveals(c.text));
          unverifiedQuotes = finished.unverifiedQuotes;
        }
      }
    } catch (err) {
      status = 'error';
      error =
        err instanceof AnswerError
          ? t(err.text.key, err.text.values)
          : isDatabaseUnavailable(err)
            ? interrupted
            : t('assistant.error.noResponse');
      if (!(err instanceof AnswerError)) deps.log('reply failed', err);
    } finally {
      clearInterval(timer);
      withhold();
    }
    if (error) void publish({ type: 'reply-error', replyId: reply.replyId, message: error });
    const row: ReplyRow = {
      id: reply.replyId,
      conversation: reply.conversationId,
      sender: 'assistant',
      content: reply.text,
      citations: reply.citations ?? [],
      offline: reply.offline,
      covered: reply.covered,
      unverifiedQuotes,
      withheld: reply.withheld,
      status,
      error,
      timings: {
        firstTokenMs: firstTokenMs ?? -1,
        totalMs: Math.round(performance.now() - started),
      },
      createdAt: new Date(),
    };
    const message = await saveReplyWhenReachable(deps.orm, row, replyLeaseKey(args.studentId), {
      signal: closing.signal,
      // PostgreSQL is down: the reply ends on screen now, marked, and is saved (and the
      // student's next message allowed) once it is back. Events still reach this node.
      onUnavailable: (err) => {
        deps.log('reply kept until PostgreSQL is back', err);
        if (row.status === 'complete') {
          row.status = 'error';
          row.error = interrupted;
          void publish({ type: 'reply-error', replyId: reply.replyId, message: interrupted });
        }
        void publish({ type: 'message', message: replyView(row) });
      },
    });
    await publish({ type: 'message', message });
  }

  /** Starts a reply in the background; it frees the student's lease when it is saved. */
  function start(args: StartReply): void {
    const reply: Reply = {
      replyId: args.replyId,
      conversationId: args.conversationId,
      text: '',
      citations: null,
      offline: args.offline,
      covered: null,
      withheld: false,
      controller: new AbortController(),
      done: Promise.resolve(),
    };
    replies.set(args.conversationId, reply);
    early.allow(args.studentId, args.conversationId, args.activity);
    reply.done = run(reply, args)
      .catch((err: unknown) => deps.log('reply could not be saved', err))
      .finally(() => replies.delete(args.conversationId));
  }

  // Questions whose saving could not be confirmed, waiting for PostgreSQL to say.
  const unconfirmed = new Set<Promise<void>>();

  return {
    start,

    /**
     * For a question whose saving went unanswered (PostgreSQL went away meanwhile): it was
     * saved together with the student's lease, or neither was. Once PostgreSQL is back, the
     * reply starts if it was, so the lease is freed as usual rather than when it runs out.
     */
    startWhenSaved(
      questionId: string,
      toReply: (activity: QuestionActivity, conversationId: string) => StartReply,
    ): void {
      const settled = retryWhileUnavailable(
        async () => {
          const saved = await savedQuestion(deps.orm.em.getConnection(), questionId);
          if (saved) start(toReply(saved.activity, saved.conversationId));
        },
        { signal: closing.signal },
      )
        .catch((err: unknown) => deps.log('unconfirmed question not settled', err))
        .finally(() => unconfirmed.delete(settled));
      unconfirmed.add(settled);
    },

    /**
     * The search of a question about to be saved, started now where this node may
     * (early-search.ts); for the reply's StartReply.
     */
    searchEarly(studentId: string, activityId: string, question: string) {
      return early.begin(studentId, activityId, question, (id) => replies.has(id));
    },

    /** The reply being written here for a conversation, if any. */
    current(conversationId: string) {
      const reply = replies.get(conversationId);
      return (
        reply && {
          replyId: reply.replyId,
          text: reply.text,
          citations: reply.citations,
          offline: reply.offline,
        }
      );
    },

    /** Asks the node writing this conversation's reply (this or another) to resend it. */
    requestSnapshot(conversationId: string) {
      return deps.bus.publish(topics.replySnapshotRequests, { conversationId });
    },

    /** Stops every reply (saved with what arrived, marked as interrupted) and waits. */
    async close() {
      stopListening();
      closing.abort();
      await Promise.all(unconfirmed);
      for (const reply of replies.values()) reply.controller.abort();
      await Promise.all([...replies.values()].map((r) => r.done));
    },
  };
}
export type ReplyWriter = ReturnType<typeof createReplyWriter>;
