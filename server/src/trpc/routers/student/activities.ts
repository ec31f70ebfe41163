import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { findStudentActivity, STUDENT_ACTIVITY_NOT_FOUND } from '../../../access/activities.ts';
import { languageModelFor } from '../../../rag/answer/models.ts';
import { studentActivities } from '../../../services/student-views.ts';
import { releasedFeedbackOf } from '../../../services/submission-feedback.ts';
import { studentProcedure } from '../../init.ts';
import { notFound } from '../../../errors.ts';

export const studentActivitiesRouter = {
  list: studentProcedure.query(({ ctx }) => studentActivities(ctx.em, ctx.user.id)),

  byId: studentProcedure
    .input(z.object({ activityId: z.uuid('Activity not found') }))
    .query(async ({ ctx, input }) => {
      const activity = await findStudentActivity(ctx.em, ctx.user.id, input.activityId);
      const [[card], [feedback]] = await Promise.all([
        studentActivities(ctx.em, ctx.user.id, { activityId: activity.id }),
        releasedFeedbackOf(ctx.em, ctx.user.id, { activityId: activity.id }),
      ]);
      if (!card) throw notFound(STUDENT_ACTIVITY_NOT_FOUND);
      return {
        ...card,
        studentInstructions: activity.studentInstructions ?? null,
        offline: languageModelFor(ctx.config, activity.model) === undefined,
        // Released feedback only: a draft stays the teacher's until they release it.
        feedback: feedback ?? null,
      };
    }),
} satisfies TRPCRouterRecord;
