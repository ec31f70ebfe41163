import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '~/lib/trpc.ts';

type AdminOutputs = inferRouterOutputs<AppRouter>['admin'];

export type DashboardStats = AdminOutputs['dashboard']['stats'];
export type RecentItem = AdminOutputs['dashboard']['recent']['items'][number];
export type ContactMessageRow = AdminOutputs['contactMessages']['list']['items'][number];
export type CourseRow = AdminOutputs['courses']['list'][number];
export type TeacherRow = AdminOutputs['teachers']['list'][number];
export type StudentRow = AdminOutputs['students']['list'][number];
export type EnrollmentList = AdminOutputs['enrollments']['list'];
export type SubmissionFilterOptions = AdminOutputs['submissions']['filters'];
export type AssistantConfiguration = AdminOutputs['assistant']['configuration'];
export type RosterResult = AdminOutputs['roster']['preview'];
export type RosterRow = RosterResult['rows'][number];
export type BulkEnrollResult = AdminOutputs['enrollments']['enrollMany'];
