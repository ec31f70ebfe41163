import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { findOwnCourse } from '../../../access/courses.ts';
import { planNextTerm, startNextTerm } from '../../../services/terms/next-term.ts';
import { rowWritten } from '../../../services/terms/rollover.ts';
import { teacherActivities } from '../../../services/teacher/activity-rows.ts';
import { teacherCourses } from '../../../services/teacher/courses.ts';
import { translator } from '../../../texts/index.ts';
import { teacherProcedure } from '../../init.ts';
import { adminChanged } from '../admin/changes.ts';

const courseInput = z.object({ courseId: z.uuid('Course not found') });

export const teacherCoursesRouter = {
  /** Courses whose teacher is the caller, with student and activity counts. */
  list: teacherProcedure.query(({ ctx }) => teacherCourses(ctx.em, ctx.user.id)),

  /** The course dialog's table: the course's activities with their response counts. */
  activities: teacherProcedure.input(courseInput).query(async ({ ctx, input }) => {
    const course = await findOwnCourse(ctx.em, ctx.user.id, input.courseId);
    const rows = await teacherActivities(ctx.em, ctx.user.id, { courseId: course.id });
    return rows.map((a) => ({
      id: a.id,
      title: a.title,
      description: a.description,
      responseCount: a.responseCount,
      status: a.status,
    }));
  }),

  /** Start next term, before it: the course's copy in the term that starts next. */
  nextTerm: teacherProcedure.input(courseInput).query(async ({ ctx, input }) => {
    const course = await findOwnCourse(ctx.em, ctx.user.id, input.courseId);
    const { from, to, offsetDays, course: copy } = await planNextTerm(ctx.em, course.id);
    return { from, to, offsetDays, course: rowWritten(copy, translator(ctx.locale)) };
  }),

  /** Copies one of the teacher's courses into the next term, its activities as drafts. */
  startNextTerm: teacherProcedure.input(courseInput).mutation(async ({ ctx, input }) => {
    const course = await findOwnCourse(ctx.em, ctx.user.id, input.courseId);
    const { copy, toIndex } = await startNextTerm(ctx.em, course.id);
    for (const activityId of toIndex) await ctx.rag.enqueueIngestion(activityId);
    await adminChanged(ctx.bus, 'courses');
    return copy;
  }),
} satisfies TRPCRouterRecord;
