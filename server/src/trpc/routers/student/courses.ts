import { isStorableText, says } from '@teachchat/shared';
import type { TRPCRouterRecord } from '@trpc/server';
import { COURSE_NOT_FOUND } from '../../../access/courses.ts';
import { notFound } from '../../../errors.ts';
import { z } from 'zod';
import { studentProgress } from '../../../services/student-progress.ts';
import { studentActivities, studentCourses } from '../../../services/student-views.ts';
import { studentProcedure } from '../../init.ts';

export const studentCoursesRouter = {
  /** Courses the caller is enrolled in, with counts and progress. */
  list: studentProcedure.query(async ({ ctx }) =>
    (await studentCourses(ctx.em, ctx.user.id)).map(
      ({ startDate: _s, endDate: _e, credits: _c, maxStudents: _m, instructor: _i, ...card }) =>
        card,
    ),
  ),

  /** One enrolled course by its code; any other course is "not found", revealing nothing. */
  byCode: studentProcedure
    .input(
      z.object({
        courseCode: z
          .string()
          .trim()
          .min(1)
          .max(32)
          .refine(isStorableText, says('notAllowed', 'courseCode')),
      }),
    )
    .query(async ({ ctx, input }) => {
      const [course] = await studentCourses(ctx.em, ctx.user.id, { courseCode: input.courseCode });
      if (!course) throw notFound(COURSE_NOT_FOUND);
      const [activities, progress] = await Promise.all([
        studentActivities(ctx.em, ctx.user.id, { courseCode: course.courseCode }),
        studentProgress(ctx.em, ctx.user.id, { courseCode: course.courseCode }),
      ]);
      return { course, activities, progress };
    }),
} satisfies TRPCRouterRecord;
