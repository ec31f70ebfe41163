import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { TeacherNoteView } from '@teachchat/shared';
import { ActivityFile, type IActivityFile } from '../db/entities/activity-file.ts';
import { Chunk } from '../db/entities/chunk.ts';
import { MessageCorrection } from '../db/entities/message-correction.ts';
import { NOTE_KIND, type VectorStore } from './types.ts';
import { refreshActivityTerms } from './vocabulary.ts';

/**
 * A teacher's notes: short passages the teacher writes for an activity. Each is an activity
 * file of kind 'note' (its title in the name, its text as the bytes), so it goes through
 * the same ingestion and the same store as the material, and retrieval ranks it first when
 * it answers the question (rag/retrieve.ts). Queue the activity's ingestion after adding or
 * replacing one.
 */

// More than a teacher writes by hand; it keeps the list bounded.
const MAX_LISTED = 500;

interface NoteText {
  title: string;
  text: string;
}

function noteRow(em: EntityManager, activity: string, note: NoteText, createdAt: Date) {
  const bytes = Buffer.from(note.text, 'utf8');
  return em.create(ActivityFile, {
    createdAt,
    activity,
    originalName: note.title,
    kind: NOTE_KIND,
    sizeBytes: bytes.byteLength,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    content: bytes,
    status: 'pending',
    progress: 0,
  });
}

export function toNoteView(file: IActivityFile): TeacherNoteView {
  return {
    id: file.id,
    title: file.originalName,
    text: Buffer.from(file.content).toString('utf8'),
    status: file.status,
    error: file.error ?? null,
    createdAt: file.createdAt,
  };
}

/** The activity's notes, oldest first. */
export async function listNotes(em: EntityManager, activityId: string) {
  const files = await em.find(
    ActivityFile,
    { activity: activityId, kind: NOTE_KIND },
    { populate: ['content'], orderBy: { createdAt: 'asc', id: 'asc' }, limit: MAX_LISTED },
  );
  return files.map(toNoteView);
}

/**
 * A new note, waiting for ingestion. Unlike an upload it does not hold the activity's
 * questions meanwhile: the rest of the material stays searchable.
 */
export async function addNote(em: EntityManager, activityId: string, note: NoteText) {
  const row = noteRow(em, activityId, note, new Date());
  await em.flush();
  return row;
}

/**
 * A note's new text, as a new note in the old one's place (same position, same pinned
 * corrections). A new row rather than an update: an ingestion job still reading the old
 * text writes its passages under a row that is gone, never beside the new text's. The old
 * passages leave the store when the new one is ingested (syncStore).
 */
export async function replaceNote(em: EntityManager, old: IActivityFile, note: NoteText) {
  const id = await em.transactional(async (tx) => {
    const fresh = noteRow(tx, old.activity.id, note, old.createdAt);
    await tx.flush();
    await tx.nativeUpdate(MessageCorrection, { note: old.id }, { note: fresh.id });
    await tx.nativeDelete(ActivityFile, { id: old.id });
    return fresh.id;
  });
  return em.findOneOrFail(ActivityFile, { id }, { populate: ['content'] });
}

/** Removes a note: its passages (rows first, then the store's vectors) and its row. */
export async function removeNote(em: EntityManager, store: VectorStore, note: IActivityFile) {
  const activityId = note.activity.id;
  const chunks = await em.find(Chunk, { file: note.id }, { fields: ['id'] });
  await em.nativeDelete(ActivityFile, { id: note.id });
  await refreshActivityTerms(em, activityId);
  await store.remove(
    activityId,
    chunks.map((c) => c.id),
  );
}
