import type { EntityManager } from '@mikro-orm/postgresql';
import { insightsInput, insightsOverviewInput } from '@teachchat/shared';
import { TRPCError, type TRPCRouterRecord } from '@trpc/server';
import { Activity } from '../../../db/entities/activity.ts';
import { activityGaps } from '../../../services/insights/gaps.ts';
import { answerFeedback } from '../../../services/insights/feedback.ts';
import { materialUse } from '../../../services/insights/material-use.ts';
import { activityOverview } from '../../../services/insights/overview.ts';
import { activityTopics } from '../../../services/insights/topics.ts';
import { adminProcedure } from '../../init.ts';

/** Any activity, in the teacher screens' not-found words. */
const findActivity = (em: EntityManager, activityId: string) =>
  em.findOneOrFail(
    Activity,
    { id: activityId },
    {
      populate: ['course'],
      failHandler: () =>
        new TRPCError({
          code: 'NOT_FOUND',
          message: `Activity details not found for ID: ${activityId}`,
        }),
    },
  );

/** Insights into any activity. */
export const adminInsightsRouter = {
  overview: adminProcedure.input(insightsOverviewInput).query(async ({ ctx, input }) => {
    const activity = await findActivity(ctx.em, input.activityId);
    return activityOverview(ctx.em, activity, input.utcOffsetMinutes);
  }),

  topics: adminProcedure.input(insightsInput).query(async ({ ctx, input }) => {
    const activity = await findActivity(ctx.em, input.activityId);
    return activityTopics(ctx.em, activity.id);
  }),

  gaps: adminProcedure.input(insightsInput).query(async ({ ctx, input }) => {
    const activity = await findActivity(ctx.em, input.activityId);
    return activityGaps(ctx.em, activity.id);
  }),

  materialUse: adminProcedure.input(insightsInput).query(async ({ ctx, input }) => {
    const activity = await findActivity(ctx.em, input.activityId);
    return { files: await materialUse(ctx.em, activity.id) };
  }),

  feedback: adminProcedure.input(insightsInput).query(async ({ ctx, input }) => {
    const activity = await findActivity(ctx.em, input.activityId);
    return answerFeedback(ctx.em, activity.id);
  }),
} satisfies TRPCRouterRecord;
