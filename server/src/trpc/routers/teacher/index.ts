import type { TRPCRouterRecord } from '@trpc/server';
import { teacherCoursesRouter } from './courses.ts';
import { materialRouter } from './material.ts';

export const teacherRouter = {
  courses: teacherCoursesRouter,
  material: materialRouter,
} satisfies TRPCRouterRecord;
