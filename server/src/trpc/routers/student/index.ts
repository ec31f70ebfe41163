import type { TRPCRouterRecord } from '@trpc/server';
import { studentCoursesRouter } from './courses.ts';

export const studentRouter = {
  courses: studentCoursesRouter,
} satisfies TRPCRouterRecord;
