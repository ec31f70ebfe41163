import type { EntityManager } from '@mikro-orm/postgresql';
import { ActivityFile, type IActivityFile } from '../../../db/entities/activity-file.ts';
import { Message } from '../../../db/entities/message.ts';
import { notFound } from '../../../errors.ts';
import { NOTE_KIND } from '../../../rag/types.ts';
import type { CorrectedReply } from '../../../services/corrections.ts';

export const REPLY_NOT_FOUND = 'Message not found';
export const NOTE_NOT_FOUND = 'Note not found';

/**
 * The one row check for a teacher and an assistant reply: it must be in a conversation of
 * one of their courses' activities. Another teacher's reply, or a student's own message,
 * answers exactly like a missing one.
 */
export async function findOwnReply(
  em: EntityManager,
  teacherId: string,
  messageId: string,
): Promise<CorrectedReply> {
  const message = await em.findOne(
    Message,
    {
      id: messageId,
      sender: 'assistant',
      conversation: { activity: { course: { teacher: teacherId } } },
    },
    { populate: ['conversation', 'conversation.activity', 'conversation.activity.course'] },
  );
  if (!message) throw notFound(REPLY_NOT_FOUND);
  return message;
}

/** The one row check for a teacher and a teacher's note: a note of one of their activities. */
export async function findOwnNote(
  em: EntityManager,
  teacherId: string,
  noteId: string,
): Promise<IActivityFile> {
  const note = await em.findOne(
    ActivityFile,
    { id: noteId, kind: NOTE_KIND, activity: { course: { teacher: teacherId } } },
    { populate: ['content', 'activity'] },
  );
  if (!note) throw notFound(NOTE_NOT_FOUND);
  return note;
}
