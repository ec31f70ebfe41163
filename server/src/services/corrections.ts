import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { CorrectionView } from '@teachchat/shared';
import type { CorrectedReply } from '../access/messages.ts';
import type { IActivityFile } from '../db/entities/activity-file.ts';
import { kysely } from '../db/kysely.ts';
import { type IMessageCorrection, MessageCorrection } from '../db/entities/message-correction.ts';
import { badInput, conflict } from '../errors.ts';
import type { EventBus } from '../events/bus.ts';
import { topics } from '../events/topics.ts';
import { addNote } from '../rag/notes.ts';
import { en, text } from '../texts/index.ts';

export const CORRECTION_MISSING = en['error.correctionMissing'];
export const ALREADY_PINNED = en['error.alreadyPinned'];

// A conversation holds at most this many messages in a view (chat/conversations.ts).
const MAX_CORRECTIONS = 2000;

function toCorrectionView(row: IMessageCorrection): CorrectionView {
  return {
    messageId: row.message.id,
    text: row.text,
    authorName: row.author ? `${row.author.firstName} ${row.author.lastName}`.trim() : null,
    updatedAt: row.updatedAt,
    noteId: row.note?.id ?? null,
  };
}

function findCorrections(em: EntityManager, where: Record<string, unknown>) {
  return em.find(MessageCorrection, where, {
    populate: ['author', 'message', 'message.conversation'],
    orderBy: { createdAt: 'asc', id: 'asc' },
    limit: MAX_CORRECTIONS,
    refresh: true,
  });
}

/** The corrections of a conversation's replies, for its student, its teacher and admins. */
export async function correctionsOf(
  em: EntityManager,
  conversationId: string,
): Promise<CorrectionView[]> {
  const rows = await findCorrections(em, { message: { conversation: conversationId } });
  return rows.map(toCorrectionView);
}

/** Tells the conversation's live views (the student's tabs, transcripts) on every node. */
async function announce(
  bus: EventBus,
  conversationId: string,
  messageId: string,
  correction: CorrectionView | null,
) {
  await bus.publish(topics.chat(conversationId), {
    type: 'correction',
    messageId,
    correction,
    at: correction?.updatedAt ?? new Date(),
  });
}

/** Sends the corrections matching `where` again, as they are now (their note changed). */
export async function announceCorrections(
  em: EntityManager,
  bus: EventBus,
  where: Record<string, unknown>,
) {
  for (const row of await findCorrections(em, where)) {
    await announce(bus, row.message.conversation.id, row.message.id, toCorrectionView(row));
  }
}

/** The corrections a note was pinned from, by id. */
export async function correctionsPinnedTo(em: EntityManager, noteId: string): Promise<string[]> {
  const rows = await em.find(MessageCorrection, { note: noteId }, { fields: ['id'] });
  return rows.map((r) => r.id);
}

/** Writes or rewrites a reply's correction; its student sees it at once. */
export async function saveCorrection(
  em: EntityManager,
  bus: EventBus,
  reply: CorrectedReply,
  authorId: string,
  text: string,
): Promise<CorrectionView> {
  // One statement: two first saves at once make one row. The node's clock, like every
  // other time the live views compare.
  const now = new Date();
  await kysely(em)
    .insertInto('message_corrections')
    .values({
      id: randomUUID(),
      message_id: reply.id,
      author_id: authorId,
      text,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc.column('message_id').doUpdateSet((eb) => ({
        text: eb.ref('excluded.text'),
        author_id: eb.ref('excluded.author_id'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
  const [row] = await findCorrections(em, { message: reply.id });
  if (!row) throw new Error(`correction of ${reply.id} vanished after saving`);
  const view = toCorrectionView(row);
  await announce(bus, reply.conversation.id, reply.id, view);
  return view;
}

/** Takes a reply's correction away from its student. A note pinned from it stays. */
export async function removeCorrection(
  em: EntityManager,
  bus: EventBus,
  reply: CorrectedReply,
): Promise<void> {
  const removed = await em.nativeDelete(MessageCorrection, { message: reply.id });
  if (removed > 0) await announce(bus, reply.conversation.id, reply.id, null);
}

/**
 * Pins a reply's correction as a teacher's note of its activity, with the title and text
 * the teacher wrote. Queue the activity's ingestion after it.
 */
export async function pinCorrection(
  em: EntityManager,
  bus: EventBus,
  reply: CorrectedReply,
  note: { title: string; text: string },
): Promise<IActivityFile> {
  const saved = await em.findOne(MessageCorrection, { message: reply.id });
  if (!saved) throw badInput(text('error.correctionMissing'));
  if (saved.note) throw conflict(text('error.alreadyPinned'));
  const pinned = await em.transactional(async (tx) => {
    const row = await addNote(tx, reply.conversation.activity.id, note);
    // Two pins at once: the first links its note, the second's is rolled back.
    const linked = await tx.nativeUpdate(
      MessageCorrection,
      { id: saved.id, note: null },
      { note: row.id },
    );
    if (linked === 0) throw conflict(text('error.alreadyPinned'));
    return row;
  });
  await announceCorrections(em, bus, { id: saved.id });
  return pinned;
}
