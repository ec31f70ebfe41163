import type { TRPCRouterRecord } from '@trpc/server';
import { teacherActivitiesRouter } from './activities.ts';
import { teacherAnswerKeysRouter } from './answer-keys.ts';
import { teacherCorrectionsRouter } from './corrections.ts';
import { teacherCoursesRouter } from './courses.ts';
import { teacherDashboardQuery } from './dashboard.ts';
import { teacherFeedbackRouter } from './feedback.ts';
import { teacherInsightsRouter } from './insights.ts';
import { onResponses, onTranscript } from './live.ts';
import { teacherLtiRouter } from './lti.ts';
import { materialRouter } from './material.ts';
import { teacherNotesRouter } from './notes.ts';
import { teacherQuestionsRouter } from './questions.ts';
import { teacherResponsesRouter, teacherTranscript } from './responses.ts';
import { teacherStudentsRouter } from './students.ts';
import { teacherPseudonymsRouter } from './pseudonyms.ts';

export const teacherRouter = {
  dashboard: teacherDashboardQuery,
  courses: teacherCoursesRouter,
  activities: teacherActivitiesRouter,
  answerKeys: teacherAnswerKeysRouter,
  material: materialRouter,
  notes: teacherNotesRouter,
  insights: teacherInsightsRouter,
  students: teacherStudentsRouter,
  responses: teacherResponsesRouter,
  transcript: teacherTranscript,
  feedback: teacherFeedbackRouter,
  corrections: teacherCorrectionsRouter,
  questions: teacherQuestionsRouter,
  lti: teacherLtiRouter,
  onResponses,
  onTranscript,
  pseudonyms: teacherPseudonymsRouter,
} satisfies TRPCRouterRecord;
