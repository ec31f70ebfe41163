import type { TRPCRouterRecord } from '@trpc/server';
import { adminAssistantRouter } from './assistant.ts';
import { adminAuditRouter } from './audit.ts';
import { adminPrivacyRouter } from './privacy.ts';
import { adminRetentionRouter } from './retention.ts';
import { adminTermsRouter } from './terms.ts';
import { contactMessagesRouter } from './contact-messages.ts';
import { adminCoursesRouter } from './courses.ts';
import { adminDashboardRouter } from './dashboard.ts';
import { adminEnrollmentsRouter } from './enrollments.ts';
import { adminInsightsRouter } from './insights.ts';
import { adminLtiRouter } from './lti.ts';
import { onChanges, onSubmissions } from './live.ts';
import { adminRosterRouter } from './roster.ts';
import { adminSchoolRouter } from './school.ts';
import { adminStudentsRouter } from './students.ts';
import { adminSubmissionsRouter, adminTranscript } from './submissions.ts';
import { adminTeachersRouter } from './teachers.ts';

export const adminRouter = {
  dashboard: adminDashboardRouter,
  courses: adminCoursesRouter,
  teachers: adminTeachersRouter,
  students: adminStudentsRouter,
  enrollments: adminEnrollmentsRouter,
  roster: adminRosterRouter,
  submissions: adminSubmissionsRouter,
  transcript: adminTranscript,
  insights: adminInsightsRouter,
  contactMessages: contactMessagesRouter,
  assistant: adminAssistantRouter,
  lti: adminLtiRouter,
  audit: adminAuditRouter,
  privacy: adminPrivacyRouter,
  retention: adminRetentionRouter,
  terms: adminTermsRouter,
  school: adminSchoolRouter,
  onChanges,
  onSubmissions,
} satisfies TRPCRouterRecord;
