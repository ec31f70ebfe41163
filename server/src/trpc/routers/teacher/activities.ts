import { ACTIVITY_TABS, previewInput, searchText } from '@teachchat/shared';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { activityNotFound, findOwnActivity } from '../../../access/activities.ts';
import { announceAccessChange } from '../../../auth/access-changes.ts';
import { enforceAskingLimit, ensureMaterialReady, toAnswerActivity } from '../../../chat/asking.ts';
import { previewAnswer } from '../../../chat/preview.ts';
import { deleteActivity } from '../../../rag/material.ts';
import { teacherActivities } from '../../../services/teacher/activity-rows.ts';
import { teacherProcedure } from '../../init.ts';
import { notFound } from '../../../errors.ts';

const activityInput = z.object({ activityId: z.uuid('Activity not found') });

async function row(
  ctx: { em: Parameters<typeof teacherActivities>[0]; user: { id: string } },
  activityId: string,
) {
  const [found] = await teacherActivities(ctx.em, ctx.user.id, { activityId });
  if (!found) throw notFound(activityNotFound(activityId));
  return found;
}

export const teacherActivitiesRouter = {
  list: teacherProcedure
    .input(
      z
        .object({
          tab: z.enum(ACTIVITY_TABS).default('all'),
          search: searchText.optional(),
          courseId: z.uuid().optional(),
        })
        .default({ tab: 'all' }),
    )
    .query(({ ctx, input }) => teacherActivities(ctx.em, ctx.user.id, input)),

  byId: teacherProcedure.input(activityInput).query(({ ctx, input }) => row(ctx, input.activityId)),

  /** A draft becomes visible to the course's students. */
  publish: teacherProcedure.input(activityInput).mutation(async ({ ctx, input }) => {
    const activity = await findOwnActivity(ctx.em, ctx.user.id, input.activityId);
    activity.status = 'published';
    await ctx.em.flush();
    return row(ctx, activity.id);
  }),

  /**
   * "Preview as a student": the assistant's answer to the teacher's question, with what its
   * search found. Drafts too; nothing is saved.
   */
  preview: teacherProcedure.input(previewInput).mutation(async ({ ctx, input, signal }) => {
    const activity = await findOwnActivity(ctx.em, ctx.user.id, input.activityId);
    ensureMaterialReady(activity);
    await enforceAskingLimit(ctx.em, ctx.config, ctx.user.id);
    return previewAnswer(
      ctx.rag,
      toAnswerActivity(activity),
      input.question,
      input.history,
      signal,
      ctx.locale,
    );
  }),

  /** Deletes the activity, its material and index; its conversations only with withResponses. */
  remove: teacherProcedure
    .input(activityInput.extend({ withResponses: z.boolean() }))
    .mutation(async ({ ctx, input }) => {
      const activity = await findOwnActivity(ctx.em, ctx.user.id, input.activityId);
      await deleteActivity(ctx.em, await ctx.rag.store(activity.vectorStore), activity.id, {
        withResponses: input.withResponses,
      });
      await announceAccessChange(ctx.bus, { activities: [activity.id] });
      return { title: activity.title };
    }),
} satisfies TRPCRouterRecord;
