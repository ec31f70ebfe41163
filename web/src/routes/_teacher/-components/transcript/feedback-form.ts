import { submissionFeedbackInput, type SubmissionFeedbackInput } from '@teachchat/shared';

export interface FeedbackValues {
  comment: string;
  /** NumberInput gives '' while empty: no score. */
  score: number | string;
}

export function feedbackValues(feedback: { comment: string; score: number | null } | null) {
  return { comment: feedback?.comment ?? '', score: feedback?.score ?? '' };
}

/** What `teacher.feedback.save` takes. */
export function toFeedbackInput(
  conversationId: string,
  values: FeedbackValues,
): SubmissionFeedbackInput {
  return {
    conversationId,
    comment: values.comment,
    score: values.score === '' ? null : Number(values.score),
  };
}

/** The shared schema's messages, placed on the form's fields. */
export function validateFeedback(values: FeedbackValues): Record<string, string> {
  // Any well-formed id: the form checks the fields; the server checks the submission.
  const result = submissionFeedbackInput.safeParse(
    toFeedbackInput('00000000-0000-4000-8000-000000000000', values),
  );
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'comment');
    errors[field] ??= issue.message;
  }
  return errors;
}
