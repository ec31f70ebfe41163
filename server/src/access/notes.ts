import type { EntityManager } from '@mikro-orm/postgresql';
import { ActivityFile, type IActivityFile } from '../db/entities/activity-file.ts';
import { notFound } from '../errors.ts';
import { NOTE_KIND } from '../rag/types.ts';
import { activityFilter } from './activities.ts';
import { text } from '../texts/index.ts';

export const NOTE_NOT_FOUND = text('error.noteNotFound');

/** The one row check for a teacher and a teacher's note: a note of one of their activities. */
export async function findOwnNote(
  em: EntityManager,
  teacherId: string,
  noteId: string,
): Promise<IActivityFile> {
  const note = await em.findOne(
    ActivityFile,
    { id: noteId, kind: NOTE_KIND, activity: activityFilter({ teacherId }) },
    { populate: ['content', 'activity'] },
  );
  if (!note) throw notFound(NOTE_NOT_FOUND);
  return note;
}
