import type { TRPCRouterRecord } from '@trpc/server';
import { contactMessagesRouter } from './contact-messages.ts';
import { adminCoursesRouter } from './courses.ts';
import { adminDashboardRouter } from './dashboard.ts';
import { adminEnrollmentsRouter } from './enrollments.ts';
import { adminInsightsRouter } from './insights.ts';
import { onChanges, onSubmissions } from './live.ts';
import { adminStudentsRouter } from './students.ts';
import { adminSubmissionsRouter, adminTranscript } from './submissions.ts';
import { adminTeachersRouter } from './teachers.ts';

export const adminRouter = {
  dashboard: adminDashboardRouter,
  courses: adminCoursesRouter,
  teachers: adminTeachersRouter,
  students: adminStudentsRouter,
  enrollments: adminEnrollmentsRouter,
  submissions: adminSubmissionsRouter,
  transcript: adminTranscript,
  insights: adminInsightsRouter,
  contactMessages: contactMessagesRouter,
  onChanges,
  onSubmissions,
} satisfies TRPCRouterRecord;
