import { correctionInput, correctionRef, pinCorrectionInput } from '@teachchat/shared';
import type { TRPCRouterRecord } from '@trpc/server';
import { findOwnReply } from '../../../access/messages.ts';
import { toNoteView } from '../../../rag/notes.ts';
import { pinCorrection, removeCorrection, saveCorrection } from '../../../services/corrections.ts';
import { teacherProcedure } from '../../init.ts';

/**
 * Corrections of the assistant's replies in the teacher's activities: the student sees
 * them under the reply, live; pinned, one becomes a teacher's note the assistant answers
 * from.
 */
export const teacherCorrectionsRouter = {
  /** Writes or rewrites the correction of a reply. */
  save: teacherProcedure.input(correctionInput).mutation(async ({ ctx, input }) => {
    const reply = await findOwnReply(ctx.em, ctx.user.id, input.messageId);
    return saveCorrection(ctx.em, ctx.bus, reply, ctx.user.id, input.text);
  }),

  remove: teacherProcedure.input(correctionRef).mutation(async ({ ctx, input }) => {
    const reply = await findOwnReply(ctx.em, ctx.user.id, input.messageId);
    await removeCorrection(ctx.em, ctx.bus, reply);
    return { messageId: reply.id };
  }),

  /** Makes the correction a teacher's note of the activity, ingested like its material. */
  pin: teacherProcedure.input(pinCorrectionInput).mutation(async ({ ctx, input }) => {
    const reply = await findOwnReply(ctx.em, ctx.user.id, input.messageId);
    const note = await pinCorrection(ctx.em, ctx.bus, reply, input);
    await ctx.rag.enqueueIngestion(reply.conversation.activity.id);
    return toNoteView(note);
  }),
} satisfies TRPCRouterRecord;
