import { z } from 'zod';
import type { FileStatus } from './activities.ts';
import { requiredText } from './text.ts';
import { says } from './validation.ts';

/**
 * A teacher's correction of an assistant reply, shown to the student under it, and the
 * teacher's notes: short passages the teacher writes (or pins from a correction) that the
 * assistant searches with the activity's material and cites as "Teacher's note".
 */
export const TEACHER_NOTES = { titleMax: 200, textMax: 5000 } as const;

/** How answers cite a teacher's note, in place of a file name and page. */
export const TEACHER_NOTE_LABEL = "Teacher's note";

const message = z.uuid(says('messageNotFound'));
const note = z.uuid(says('noteNotFound'));

export const correctionInput = z.object({
  messageId: message,
  text: requiredText('correction', TEACHER_NOTES.textMax),
});
export type CorrectionInput = z.input<typeof correctionInput>;

export const correctionRef = z.object({ messageId: message });

const noteFields = {
  title: requiredText('title', TEACHER_NOTES.titleMax),
  text: requiredText('note', TEACHER_NOTES.textMax),
};

/** Pins a correction as a note; the teacher reviews the title (the student's question). */
export const pinCorrectionInput = correctionRef.extend(noteFields);
export type PinCorrectionInput = z.input<typeof pinCorrectionInput>;

export const noteCreateInput = z.object({
  activityId: z.uuid(says('activityNotFound')),
  ...noteFields,
});
export type NoteCreateInput = z.input<typeof noteCreateInput>;

export const noteUpdateInput = z.object({ noteId: note, ...noteFields });
export type NoteUpdateInput = z.input<typeof noteUpdateInput>;

export const noteRef = z.object({ noteId: note });

/** A correction under an assistant reply, as its student, teacher and admins see it. */
export interface CorrectionView {
  messageId: string;
  text: string;
  authorName: string | null;
  updatedAt: Date;
  /** The teacher's note pinned from it, while that note exists. */
  noteId: string | null;
}

/** A teacher's note as its teacher lists it, with how far its ingestion has got. */
export interface TeacherNoteView {
  id: string;
  title: string;
  text: string;
  status: FileStatus;
  error: string | null;
  createdAt: Date;
}
