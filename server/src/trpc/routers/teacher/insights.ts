import { insightsInput, insightsOverviewInput } from '@teachchat/shared';
import type { TRPCRouterRecord } from '@trpc/server';
import { findOwnActivity } from '../../../access/activities.ts';
import { activityGaps } from '../../../services/insights/gaps.ts';
import { answerFeedback } from '../../../services/insights/feedback.ts';
import { materialUse } from '../../../services/insights/material-use.ts';
import { activityOverview } from '../../../services/insights/overview.ts';
import { activityTopics } from '../../../services/insights/topics.ts';
import { maskCoursePayload } from '../../../services/pseudonyms/mask.ts';
import { teacherProcedure } from '../../init.ts';

/**
 * Insights into one of the teacher's activities; another's answers as a missing one. In a
 * pseudonymised course students are named by their pseudonyms.
 */
export const teacherInsightsRouter = {
  overview: teacherProcedure.input(insightsOverviewInput).query(async ({ ctx, input }) => {
    const activity = await findOwnActivity(ctx.em, ctx.user.id, input.activityId);
    return maskCoursePayload(
      ctx.em,
      activity.course.id,
      await activityOverview(ctx.em, activity, input.utcOffsetMinutes),
    );
  }),

  topics: teacherProcedure.input(insightsInput).query(async ({ ctx, input }) => {
    const activity = await findOwnActivity(ctx.em, ctx.user.id, input.activityId);
    return maskCoursePayload(ctx.em, activity.course.id, await activityTopics(ctx.em, activity.id));
  }),

  gaps: teacherProcedure.input(insightsInput).query(async ({ ctx, input }) => {
    const activity = await findOwnActivity(ctx.em, ctx.user.id, input.activityId);
    return maskCoursePayload(ctx.em, activity.course.id, await activityGaps(ctx.em, activity.id));
  }),

  materialUse: teacherProcedure.input(insightsInput).query(async ({ ctx, input }) => {
    const activity = await findOwnActivity(ctx.em, ctx.user.id, input.activityId);
    return { files: await materialUse(ctx.em, activity.id) };
  }),

  feedback: teacherProcedure.input(insightsInput).query(async ({ ctx, input }) => {
    const activity = await findOwnActivity(ctx.em, ctx.user.id, input.activityId);
    return maskCoursePayload(ctx.em, activity.course.id, await answerFeedback(ctx.em, activity.id));
  }),
} satisfies TRPCRouterRecord;
