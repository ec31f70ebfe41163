import { noteCreateInput, noteRef, noteUpdateInput } from '@teachchat/shared';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { findOwnActivity } from '../../../access/activities.ts';
import { findOwnNote } from '../../../access/notes.ts';
import { addNote, listNotes, removeNote, replaceNote, toNoteView } from '../../../rag/notes.ts';
import { announceCorrections, correctionsPinnedTo } from '../../../services/corrections.ts';
import { teacherProcedure } from '../../init.ts';

/**
 * An activity's teacher's notes: passages the teacher writes, which go through the same
 * ingestion and store as the material and lead the answers to the questions they answer.
 */
export const teacherNotesRouter = {
  list: teacherProcedure
    .input(z.object({ activityId: z.uuid('Activity not found') }))
    .query(async ({ ctx, input }) => {
      const activity = await findOwnActivity(ctx.em, ctx.user.id, input.activityId);
      return listNotes(ctx.em, activity.id);
    }),

  create: teacherProcedure.input(noteCreateInput).mutation(async ({ ctx, input }) => {
    const activity = await findOwnActivity(ctx.em, ctx.user.id, input.activityId);
    const note = await addNote(ctx.em, activity.id, input);
    await ctx.rag.enqueueIngestion(activity.id);
    return toNoteView(note);
  }),

  /** New text for a note, ingested again; it comes back under a new id (replaceNote). */
  update: teacherProcedure.input(noteUpdateInput).mutation(async ({ ctx, input }) => {
    const old = await findOwnNote(ctx.em, ctx.user.id, input.noteId);
    const note = await replaceNote(ctx.em, old, input);
    await ctx.rag.enqueueIngestion(old.activity.id);
    await announceCorrections(ctx.em, ctx.bus, { note: note.id });
    return toNoteView(note);
  }),

  /** Removes the note and its passages from the activity's store. */
  remove: teacherProcedure.input(noteRef).mutation(async ({ ctx, input }) => {
    const note = await findOwnNote(ctx.em, ctx.user.id, input.noteId);
    const pinnedFrom = await correctionsPinnedTo(ctx.em, note.id);
    await removeNote(ctx.em, await ctx.rag.store(note.activity.vectorStore), note);
    await announceCorrections(ctx.em, ctx.bus, { id: { $in: pinnedFrom } });
    return { id: note.id };
  }),
} satisfies TRPCRouterRecord;
