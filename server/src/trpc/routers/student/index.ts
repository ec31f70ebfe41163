import type { TRPCRouterRecord } from '@trpc/server';
import { studentActivitiesRouter } from './activities.ts';
import { studentChatRouter } from './chat.ts';
import { studentCoursesRouter } from './courses.ts';
import { studentDashboard } from './dashboard.ts';
import { studentProfileRouter } from './profile.ts';
import { studentQuestionsRouter } from './questions.ts';

export const studentRouter = {
  dashboard: studentDashboard,
  courses: studentCoursesRouter,
  activities: studentActivitiesRouter,
  profile: studentProfileRouter,
  chat: studentChatRouter,
  questions: studentQuestionsRouter,
} satisfies TRPCRouterRecord;
