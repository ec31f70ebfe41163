import { answerKeysInput } from '@teachchat/shared';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { findOwnActivity } from '../../../access/activities.ts';
import { teacherProcedure } from '../../init.ts';

/**
 * An activity's protected answers, for its teacher only: no student payload carries them,
 * and replies that would give one away are withheld (chat/withhold.ts).
 */
export const teacherAnswerKeysRouter = {
  list: teacherProcedure
    .input(z.object({ activityId: z.uuid('Activity not found') }))
    .query(async ({ ctx, input }) => {
      const activity = await findOwnActivity(ctx.em, ctx.user.id, input.activityId);
      return activity.answerKeys;
    }),

  /** Replaces the list; repeated answers are kept once. */
  set: teacherProcedure.input(answerKeysInput).mutation(async ({ ctx, input }) => {
    const activity = await findOwnActivity(ctx.em, ctx.user.id, input.activityId);
    activity.answerKeys = [...new Set(input.keys)];
    await ctx.em.flush();
    return activity.answerKeys;
  }),
} satisfies TRPCRouterRecord;
