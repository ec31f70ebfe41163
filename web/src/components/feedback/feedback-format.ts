interface FeedbackState {
  score: number | null;
  releasedAt: Date | null;
}

/** "85/100"; nothing without a score. */
export function scoreLabel(score: number | null): string | null {
  return score === null ? null : `${score}/100`;
}

/** Where feedback stands, as the responses table and its CSV say it. */
export function feedbackStatus(feedback: FeedbackState | null): 'Released' | 'Draft' | 'None' {
  if (!feedback) return 'None';
  return feedback.releasedAt ? 'Released' : 'Draft';
}
