import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter, Trpc } from '../../lib/trpc.ts';

/** The insights procedures: the teacher's and the admin's answer alike. */
export type InsightsApi = Trpc['teacher']['insights'];

type Outputs = inferRouterOutputs<AppRouter>['teacher']['insights'];
export type InsightsOverview = Outputs['overview'];
export type InsightsTopics = Outputs['topics'];
export type InsightsGaps = Outputs['gaps'];
export type GapGroup = InsightsGaps['notCovered'][number];
export type AnsweredQuestion = GapGroup['questions'][number];
export type FileUse = Outputs['materialUse']['files'][number];
export type InsightsFeedback = Outputs['feedback'];
