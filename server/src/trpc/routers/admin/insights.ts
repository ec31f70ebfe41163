import { insightsInput, insightsOverviewInput } from '@teachchat/shared';
import type { TRPCRouterRecord } from '@trpc/server';
import { findActivity } from '../../../access/activities.ts';
import { activityGaps } from '../../../services/insights/gaps.ts';
import { answerFeedback } from '../../../services/insights/feedback.ts';
import { materialUse } from '../../../services/insights/material-use.ts';
import { activityOverview } from '../../../services/insights/overview.ts';
import { activityTopics } from '../../../services/insights/topics.ts';
import { adminProcedure } from '../../init.ts';

/** Insights into any activity (an admin's scope is every course). */
export const adminInsightsRouter = {
  overview: adminProcedure.input(insightsOverviewInput).query(async ({ ctx, input }) => {
    const activity = await findActivity(ctx.em, {}, input.activityId);
    return activityOverview(ctx.em, activity, input.utcOffsetMinutes);
  }),

  topics: adminProcedure.input(insightsInput).query(async ({ ctx, input }) => {
    const activity = await findActivity(ctx.em, {}, input.activityId);
    return activityTopics(ctx.em, activity.id);
  }),

  gaps: adminProcedure.input(insightsInput).query(async ({ ctx, input }) => {
    const activity = await findActivity(ctx.em, {}, input.activityId);
    return activityGaps(ctx.em, activity.id);
  }),

  materialUse: adminProcedure.input(insightsInput).query(async ({ ctx, input }) => {
    const activity = await findActivity(ctx.em, {}, input.activityId);
    return { files: await materialUse(ctx.em, activity.id) };
  }),

  feedback: adminProcedure.input(insightsInput).query(async ({ ctx, input }) => {
    const activity = await findActivity(ctx.em, {}, input.activityId);
    return answerFeedback(ctx.em, activity.id);
  }),
} satisfies TRPCRouterRecord;
