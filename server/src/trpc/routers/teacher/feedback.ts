import { submissionFeedbackInput, submissionFeedbackRelease } from '@teachchat/shared';
import type { TRPCRouterRecord } from '@trpc/server';
import { findOwnSubmission } from '../../../access/conversations.ts';
import { releaseFeedback, saveFeedback } from '../../../services/submission-feedback.ts';
import { teacherProcedure } from '../../init.ts';

/** Feedback on a submitted conversation: a draft the teacher edits, then releases. */
export const teacherFeedbackRouter = {
  save: teacherProcedure.input(submissionFeedbackInput).mutation(async ({ ctx, input }) => {
    const submission = await findOwnSubmission(ctx.em, ctx.user.id, input.conversationId);
    return saveFeedback(ctx.em, submission, ctx.user.id, input);
  }),

  release: teacherProcedure.input(submissionFeedbackRelease).mutation(async ({ ctx, input }) => {
    const submission = await findOwnSubmission(ctx.em, ctx.user.id, input.conversationId);
    return releaseFeedback(ctx.em, ctx.bus, submission);
  }),
} satisfies TRPCRouterRecord;
