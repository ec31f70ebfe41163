import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '~/lib/trpc.ts';

type TeacherOutputs = inferRouterOutputs<AppRouter>['teacher'];

export type TeacherDashboard = TeacherOutputs['dashboard'];
export type TeacherCourse = TeacherOutputs['courses']['list'][number];
export type TeacherActivity = TeacherOutputs['activities']['list'][number];
export type TeacherActivityDetail = TeacherOutputs['activities']['byId'];
export type MaterialState = TeacherOutputs['material']['status'];
export type MaterialFile = MaterialState['files'][number];
export type TeacherStudentRow = TeacherOutputs['students']['list'][number];
export type ActivityFeedback = TeacherOutputs['responses']['feedback'][number];
export type ResponseFilterOptions = TeacherOutputs['responses']['filters'];
export type Transcript = TeacherOutputs['transcript'];
export type ModelChoices = inferRouterOutputs<AppRouter>['models']['list'];
export type ActivityPreview = TeacherOutputs['activities']['preview'];
export type PreviewInspector = ActivityPreview['inspector'];
export type InspectedPassage = PreviewInspector['passages'][number];
