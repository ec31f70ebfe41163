import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { findOwnActivity } from '../../../access/activities.ts';
import { findOwnCourse } from '../../../access/courses.ts';
import { LtiContext } from '../../../db/entities/lti-context.ts';
import { courseLmsLinks } from '../../../services/lti/course-links.ts';
import { gradeColumns } from '../../../services/lti/grade-status.ts';
import { syncRoster } from '../../../services/lti/roster-sync.ts';
import { scoreStatuses } from '../../../services/lti/scores.ts';
import { maskCoursePayload } from '../../../services/pseudonyms/mask.ts';
import { auditActor } from '../../audit-actor.ts';
import { teacherProcedure } from '../../init.ts';

/** A teacher's LMS links: the roster of their LMS course, and grades sent to the LMS. */
export const teacherLtiRouter = {
  /** The LMS courses this course is linked to and their last roster sync (none: not linked). */
  course: teacherProcedure.input(z.object({ courseId: z.uuid() })).query(async ({ ctx, input }) => {
    const course = await findOwnCourse(ctx.em, ctx.user.id, input.courseId);
    return courseLmsLinks(ctx.em, course.id);
  }),

  /** Reads the LMS course's roster now (it is also read on each instructor launch). */
  syncRoster: teacherProcedure
    .input(z.object({ courseId: z.uuid() }))
    .mutation(async ({ ctx, input }) => {
      const course = await findOwnCourse(ctx.em, ctx.user.id, input.courseId);
      const contexts = await ctx.em.find(
        LtiContext,
        { course: course.id, platform: { enabled: true } },
        { limit: 20 },
      );
      const summaries = [];
      for (const context of contexts)
        summaries.push(await syncRoster(ctx.em, context.id, auditActor(ctx)));
      return summaries;
    }),

  /** The activity's grade columns in LMS courses: made, being made, or failing (why). */
  gradeColumns: teacherProcedure
    .input(z.object({ activityId: z.uuid() }))
    .query(async ({ ctx, input }) => {
      const activity = await findOwnActivity(ctx.em, ctx.user.id, input.activityId);
      return gradeColumns(ctx.em, activity.id);
    }),

  /**
   * Each score released in the activity and whether the LMS took it, with its error; in a
   * pseudonymised course, students by pseudonym and per-course id.
   */
  scores: teacherProcedure
    .input(z.object({ activityId: z.uuid() }))
    .query(async ({ ctx, input }) => {
      const activity = await findOwnActivity(ctx.em, ctx.user.id, input.activityId);
      return maskCoursePayload(
        ctx.em,
        activity.course.id,
        await scoreStatuses(ctx.em, activity.id),
      );
    }),
} satisfies TRPCRouterRecord;
