import type { EntityManager } from '@mikro-orm/postgresql';
import type { Citation, MessageView } from '@teachchat/shared';
import { Conversation } from '../db/entities/conversation.ts';
import { type IMessage, Message } from '../db/entities/message.ts';
import { RateLimit } from '../db/entities/rate-limit.ts';
import type { Orm } from '../db/orm.ts';
import { retryWhileUnavailable } from '../db/unavailable.ts';

/** An assistant reply as it is saved once it has ended. */
export interface ReplyRow {
  id: string;
  conversation: string;
  sender: 'assistant';
  content: string;
  citations: Citation[];
  offline: boolean;
  /** The search's verdict; null when the reply failed before the search ended. */
  covered: boolean | null;
  unverifiedQuotes: string[];
  withheld: boolean;
  status: 'complete' | 'error';
  error: string | null;
  timings: { firstTokenMs: number; totalMs: number };
  createdAt: Date;
}

/** The reply as the student's screen shows it, before it is saved. */
export function replyView(row: ReplyRow): MessageView {
  const {
    id,
    sender,
    content,
    citations,
    status,
    error,
    offline,
    unverifiedQuotes,
    withheld,
    createdAt,
  } = row;
  return {
    id,
    sender,
    content,
    citations,
    feedback: null,
    status,
    error,
    offline,
    unverifiedQuotes,
    withheld,
    askedTeacher: null,
    authorName: null,
    createdAt,
  };
}

/**
 * Saves the reply, moves the conversation's last activity and frees the student's
 * one-reply-at-a-time lease, together. Safe to repeat: a retry after the database dropped
 * the connection mid-commit finds the reply already there and keeps one copy.
 */
async function saveReply(orm: Orm, row: ReplyRow, leaseKey: string): Promise<IMessage> {
  const em = orm.em.fork() as EntityManager;
  return em.transactional(async (tx) => {
    const message = await tx.upsert(Message, row);
    await tx.nativeUpdate(Conversation, { id: row.conversation }, { lastMessageAt: row.createdAt });
    await tx.nativeDelete(RateLimit, { key: leaseKey });
    return message;
  });
}

/**
 * Saves the reply, and while PostgreSQL cannot be reached keeps it in memory and tries
 * again until it is back or `signal` aborts (the node closing). `onUnavailable` runs once,
 * at the first failure, so the reply can end on screen now.
 */
export function saveReplyWhenReachable(
  orm: Orm,
  row: ReplyRow,
  leaseKey: string,
  opts: { signal: AbortSignal; onUnavailable(err: unknown): void },
): Promise<IMessage> {
  return retryWhileUnavailable(() => saveReply(orm, row, leaseKey), opts);
}
