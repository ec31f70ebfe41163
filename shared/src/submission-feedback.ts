import { z } from 'zod';
import { requiredText } from './text.ts';

/** A teacher's comment and optional score on a submitted activity. */
export const SUBMISSION_FEEDBACK = { commentMax: 5000, scoreMin: 0, scoreMax: 100 } as const;

const scoreRange = `Score must be between ${SUBMISSION_FEEDBACK.scoreMin} and ${SUBMISSION_FEEDBACK.scoreMax}`;

const submission = z.uuid('Submission not found');

/** Saves the draft; a released feedback can no longer change. */
export const submissionFeedbackInput = z.object({
  conversationId: submission,
  comment: requiredText('Comment', SUBMISSION_FEEDBACK.commentMax),
  score: z
    .number(scoreRange)
    .int('Score must be a whole number')
    .min(SUBMISSION_FEEDBACK.scoreMin, scoreRange)
    .max(SUBMISSION_FEEDBACK.scoreMax, scoreRange)
    .nullable()
    .default(null),
});
export type SubmissionFeedbackInput = z.input<typeof submissionFeedbackInput>;

export const submissionFeedbackRelease = z.object({ conversationId: submission });

/** The feedback as its teacher (and admins) see it: a draft until `releasedAt`. */
export interface SubmissionFeedbackView {
  comment: string;
  score: number | null;
  releasedAt: Date | null;
  updatedAt: Date;
  authorName: string | null;
}

/** Released feedback as its student sees it, with the activity it is about. */
export interface ReleasedFeedback {
  activityId: string;
  activityTitle: string;
  courseCode: string;
  courseTitle: string;
  comment: string;
  score: number | null;
  releasedAt: Date;
  authorName: string | null;
}
