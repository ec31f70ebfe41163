import { askTeacherInput } from '@teachchat/shared';
import type { TRPCRouterRecord } from '@trpc/server';
import { askTeacher } from '../../../services/teacher-questions/ask.ts';
import { studentProcedure } from '../../init.ts';

/** "Ask my teacher" under a reply (docs/product.md#ask-my-teacher). */
export const studentQuestionsRouter = {
  /** Answers with the reply as it now shows: asked. */
  ask: studentProcedure
    .input(askTeacherInput)
    .mutation(({ ctx, input }) => askTeacher(ctx, ctx.user.id, input)),
} satisfies TRPCRouterRecord;
