import type { EntityManager } from '@mikro-orm/postgresql';
import { Message } from '../db/entities/message.ts';
import { answerKeyMatcher } from '../rag/answer/answer-keys.ts';
import { en } from '../texts/index.ts';

/** What replaces a reply that would give a protected answer away (in English). */
export const WITHHELD_HINT = en['assistant.withheld'];

// The end of a sentence: a full stop, question or exclamation mark after a word of two or
// more characters ("m. i. t." ends none), or a line break. Text is let through up to one.
const SENTENCE_END = /(?:[\p{L}\p{N}]{2}[.!?]+["')\]]*\s+|\n)/gu;

// The earlier replies a reply is checked with, so that an answer given in pieces across
// replies is withheld when the last piece comes: a conversation longer than this is rare,
// and each reply is read once per new reply.
const EARLIER_REPLIES = 40;

/** The conversation's assistant replies before `before`, oldest first, for the guard. */
export async function earlierReplies(
  em: EntityManager,
  conversationId: string,
  before: Date,
): Promise<string[]> {
  const rows = await em.find(
    Message,
    { conversation: conversationId, sender: 'assistant', createdAt: { $lt: before } },
    { orderBy: { createdAt: 'desc' }, limit: EARLIER_REPLIES, fields: ['content'] },
  );
  return rows.reverse().map((m) => m.content);
}

/**
 * Holds a streaming reply back to sentence ends and lets a sentence through only when the
 * reply so far (read as the student sees it, with the pieces the earlier replies gave)
 * gives away none of the activity's protected answers. Once it would, nothing more goes
 * through and the reply becomes the hint. The text finally saved is checked again.
 */
export async function createAnswerGuard(
  keys: readonly string[],
  earlier: readonly string[] = [],
  /** The hint in the student's language. */
  hint: string = WITHHELD_HINT,
) {
  const matcher = keys.length > 0 ? await answerKeyMatcher(keys) : null;
  const before = matcher?.earlierPieces(earlier) ?? [];
  let released = '';
  let pending = '';
  let withheld = false;

  const check = (upTo: number): string => {
    const next = released + pending.slice(0, upTo);
    if (matcher?.revealed(next, before)) {
      withheld = true;
      pending = '';
      return '';
    }
    const piece = pending.slice(0, upTo);
    released = next;
    pending = pending.slice(upTo);
    return piece;
  };

  return {
    /** Takes a piece of the reply; returns the text now safe to send (maybe none). */
    push(piece: string): string {
      if (withheld) return '';
      if (!matcher) {
        released += piece;
        return piece;
      }
      pending += piece;
      let end = 0;
      for (const m of pending.matchAll(SENTENCE_END)) end = m.index + m[0].length;
      return end > 0 ? check(end) : '';
    },
    /** The reply has ended: the rest, if safe. */
    end(): string {
      return withheld || !pending ? '' : check(pending.length);
    },
    /**
     * The reply as it will be saved and shown, after every rewrite of it (citation
     * markers dropped, say): withholds it if that gives an answer away. Whether it is safe.
     */
    settle(saved: string): boolean {
      if (!withheld && matcher?.revealed(saved, before)) withheld = true;
      return !withheld;
    },
    /** Whether a text (a cited passage, say) gives a protected answer away. */
    reveals(text: string): boolean {
      return !!matcher?.revealed(text);
    },
    get withheld() {
      return withheld;
    },
    /** The whole reply as the student may read it. */
    get text() {
      return withheld ? hint : released;
    },
  };
}
export type AnswerGuard = Awaited<ReturnType<typeof createAnswerGuard>>;
