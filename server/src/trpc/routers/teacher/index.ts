import type { TRPCRouterRecord } from '@trpc/server';
import { teacherCoursesRouter } from './courses.ts';

export const teacherRouter = {
  courses: teacherCoursesRouter,
} satisfies TRPCRouterRecord;
