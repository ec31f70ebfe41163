import { z } from 'zod';
import { requiredText } from './text.ts';
import { says } from './validation.ts';

/** A teacher's comment and optional score on a submitted activity. */
export const SUBMISSION_FEEDBACK = { commentMax: 5000, scoreMin: 0, scoreMax: 100 } as const;

const scoreRange = says('scoreRange', undefined, {
  min: SUBMISSION_FEEDBACK.scoreMin,
  max: SUBMISSION_FEEDBACK.scoreMax,
});

const submission = z.uuid(says('submissionNotFound'));

/** Saves the draft; a released feedback can no longer change. */
export const submissionFeedbackInput = z.object({
  conversationId: submission,
  comment: requiredText('comment', SUBMISSION_FEEDBACK.commentMax),
  score: z
    .number(scoreRange)
    .int(says('wholeNumber', 'score'))
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
