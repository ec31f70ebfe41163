import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '~/lib/trpc.ts';

type StudentOutputs = inferRouterOutputs<AppRouter>['student'];

export type StudentActivityCard = StudentOutputs['activities']['list'][number];
export type StudentCourseCard = StudentOutputs['courses']['list'][number];
export type StudentCourseDetail = StudentOutputs['courses']['byCode']['course'];
export type StudentActivityDetail = StudentOutputs['activities']['byId'];
export type StudentProfile = StudentOutputs['profile']['get'];
export type StudentProgress = StudentOutputs['dashboard']['progress'];
