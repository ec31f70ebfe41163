import type { TRPCRouterRecord } from '@trpc/server';
import { Course } from '../../../db/entities/course.ts';
import { teacherProcedure } from '../../init.ts';

export const teacherCoursesRouter = {
  /** Courses whose teacher is the caller. */
  list: teacherProcedure.query(({ ctx }) =>
    ctx.em.find(
      Course,
      { teacher: ctx.user.id },
      {
        orderBy: { title: 'asc' },
        fields: [
          'id',
          'title',
          'courseCode',
          'departmentCode',
          'description',
          'startDate',
          'endDate',
        ],
        limit: 500,
      },
    ),
  ),
} satisfies TRPCRouterRecord;
