import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { findOwnCourse } from '../../../access/courses.ts';
import { teacherActivities } from '../../../services/teacher/activity-rows.ts';
import { teacherCourses } from '../../../services/teacher/courses.ts';
import { teacherProcedure } from '../../init.ts';

export const teacherCoursesRouter = {
  /** Courses whose teacher is the caller, with student and activity counts. */
  list: teacherProcedure.query(({ ctx }) => teacherCourses(ctx.em, ctx.user.id)),

  /** The course dialog's table: the course's activities with their response counts. */
  activities: teacherProcedure
    .input(z.object({ courseId: z.uuid('Course not found') }))
    .query(async ({ ctx, input }) => {
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
} satisfies TRPCRouterRecord;
