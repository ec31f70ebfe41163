import type { Citation, Feedback, MessageView } from '@teachchat/shared';
import type { Orm } from '../db/orm.ts';
import { type Prepared, runPrepared } from '../db/prepared.ts';
import { retryWhileUnavailable } from '../unavailable.ts';

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
    inReplyTo: null,
    createdAt,
  };
}

// The reply, the conversation's last activity and the freed lease in one statement: a retry
// after the database dropped the connection mid-commit finds the reply already there and
// keeps one copy. Prepared (db/prepared.ts): run on every turn.
const SAVE_REPLY: Prepared = {
  name: 'save_reply',
  text: `
with saved as (
  insert into messages (id, conversation_id, sender, content, citations, offline, covered,
                        unverified_quotes, withheld, status, error, timings, created_at)
  values ($1::uuid, $2::uuid, 'assistant', $3::text, $4::jsonb, $5::boolean, $6::boolean,
          $7::jsonb, $8::boolean, $9::text, $10::text, $11::jsonb, $12::timestamptz)
  on conflict (id) do update set
    content = excluded.content, citations = excluded.citations, offline = excluded.offline,
    covered = excluded.covered, unverified_quotes = excluded.unverified_quotes,
    withheld = excluded.withheld, status = excluded.status, error = excluded.error,
    timings = excluded.timings
  returning feedback
),
moved as (update conversations set last_message_at = $12::timestamptz where id = $2::uuid),
freed as (delete from rate_limits where key = $13::text)
select (select feedback from saved) as feedback`,
};

/**
 * Saves the reply, moves the conversation's last activity and frees the student's
 * one-reply-at-a-time lease, together. Safe to repeat.
 */
async function saveReply(orm: Orm, row: ReplyRow, leaseKey: string): Promise<MessageView> {
  const [saved] = await runPrepared<{ feedback: Feedback | null }>(
    orm.em.getConnection(),
    SAVE_REPLY,
    [
      row.id,
      row.conversation,
      row.content,
      JSON.stringify(row.citations),
      row.offline,
      row.covered,
      JSON.stringify(row.unverifiedQuotes),
      row.withheld,
      row.status,
      row.error,
      JSON.stringify(row.timings),
      row.createdAt,
      leaseKey,
    ],
  );
  return { ...replyView(row), feedback: saved?.feedback ?? null };
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
): Promise<MessageView> {
  return retryWhileUnavailable(() => saveReply(orm, row, leaseKey), opts);
}
