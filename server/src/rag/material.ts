import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { IActivity } from '../db/entities/activity.ts';
import { ActivityFile, type IActivityFile } from '../db/entities/activity-file.ts';
import { Conversation } from '../db/entities/conversation.ts';
import { Activity } from '../db/entities/activity.ts';
import { Chunk } from '../db/entities/chunk.ts';
import { conflict } from '../errors.ts';
import { detectKind } from './ingest/detect.ts';
import { cleanFileName } from './ingest/file-name.ts';
import { clearActivityTerms } from './vocabulary.ts';
import type { VectorStore } from './types.ts';

export interface UploadedFile {
  name: string;
  bytes: Uint8Array;
}

/**
 * Checks every upload by its content before anything is stored, so one bad file turns the
 * whole request away with a message naming it, and nothing is half-saved.
 */
export function checkUploads(files: UploadedFile[]) {
  return files.map((f) => {
    const name = cleanFileName(f.name);
    return { name, bytes: f.bytes, kind: detectKind(f.bytes, name) };
  });
}

export async function addMaterial(
  em: EntityManager,
  activity: IActivity,
  files: UploadedFile[],
): Promise<IActivityFile[]> {
  const checked = checkUploads(files);
  // Files are listed by creation time: one millisecond apart keeps them in upload order.
  const now = Date.now();
  const rows = checked.map((f, i) =>
    em.create(ActivityFile, {
      createdAt: new Date(now + i),
      activity,
      originalName: f.name,
      kind: f.kind,
      sizeBytes: f.bytes.byteLength,
      sha256: createHash('sha256').update(f.bytes).digest('hex'),
      content: Buffer.from(f.bytes),
      status: 'pending',
      progress: 0,
    }),
  );
  activity.materialStatus = 'pending';
  await em.flush();
  return rows;
}

/** Removes an activity's material: its index in the chosen store, chunks and files. */
export async function removeMaterial(em: EntityManager, store: VectorStore, activityId: string) {
  await em.nativeDelete(Chunk, { activity: activityId });
  await clearActivityTerms(em, activityId);
  await em.nativeDelete(ActivityFile, { activity: activityId });
  await em.nativeUpdate(Activity, { id: activityId }, { materialStatus: 'pending' });
  // After the rows are gone: a store that rebuilds itself from them (faiss) stays empty.
  await store.deleteActivity(activityId);
}

/**
 * Deletes an activity with its material. Student conversations go too only when asked
 * for (the teacher's "Delete Activity & responses"); otherwise an activity that has
 * responses is kept, so no student's work is lost by a slip.
 */
export async function deleteActivity(
  em: EntityManager,
  store: VectorStore,
  activityId: string,
  opts: { withResponses: boolean },
): Promise<void> {
  const responses = await em.count(Conversation, { activity: activityId });
  if (responses > 0 && !opts.withResponses) {
    throw conflict(
      `This activity has ${responses} student response${responses === 1 ? '' : 's'}. Delete it together with its responses to remove it.`,
    );
  }
  // Cascades remove files, chunks, conversations and their messages.
  await em.nativeDelete(Activity, { id: activityId });
  await store.deleteActivity(activityId);
}
