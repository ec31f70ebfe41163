import type { CorrectionView, TeacherQuestionView } from '@teachchat/shared';

/**
 * The listed questions with a reply's correction as it now stands: every question about
 * that reply (an answered one and the open one asked again) shows the same correction.
 * The same list when no question is about it, so it does not render again.
 */
export function withReplyCorrection(
  questions: TeacherQuestionView[],
  messageId: string,
  correction: CorrectionView | null,
): TeacherQuestionView[] {
  if (!questions.some((q) => q.reply.id === messageId)) return questions;
  return questions.map((q) => (q.reply.id === messageId ? { ...q, correction } : q));
}
