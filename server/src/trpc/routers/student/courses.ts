import type { TRPCRouterRecord } from '@trpc/server';
import { Enrollment } from '../../../db/entities/enrollment.ts';
import { studentProcedure } from '../../init.ts';

export const studentCoursesRouter = {
  /** Courses the caller is enrolled in. */
  list: studentProcedure.query(async ({ ctx }) => {
    const enrollments = await ctx.em.find(
      Enrollment,
      { student: ctx.user.id },
      { populate: ['course'], orderBy: { course: { title: 'asc' } }, limit: 500 },
    );
    return enrollments.map(({ course }) => ({
      id: course.id,
      title: course.title,
      courseCode: course.courseCode,
      departmentCode: course.departmentCode,
      description: course.description,
      startDate: course.startDate,
      endDate: course.endDate,
    }));
  }),
} satisfies TRPCRouterRecord;
