import { t } from '../../i18n/t.ts';

interface FeedbackState {
  score: number | null;
  releasedAt: Date | null;
}

/** "85/100"; nothing without a score. */
export function scoreLabel(score: number | null): string | null {
  return score === null ? null : t('app.feedback.outOf100', { score });
}

/** Where feedback stands, as the responses table and its CSV say it. */
export function feedbackStatus(feedback: FeedbackState | null): string {
  if (!feedback) return t('app.feedback.statusNone');
  return feedback.releasedAt ? t('app.feedback.statusReleased') : t('app.feedback.statusDraft');
}
