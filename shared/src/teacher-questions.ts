import { z } from 'zod';
import { TEACHER_QUESTION_STATUSES, type TeacherQuestionStatus } from './activities.ts';
import { CHAT } from './chat.ts';
import type { CorrectionView } from './teacher-notes.ts';
import { optionalText, requiredText } from './text.ts';
import { says } from './validation.ts';

/** "Ask my teacher" (docs/product.md#ask-my-teacher): a student's question about a reply. */
export const TEACHER_QUESTIONS = {
  noteMax: 500,
  /** An answer is a chat message: the same length as the student's own. */
  answerMax: CHAT.maxMessageChars,
  /** Questions one student may ask in an hour, across their activities. */
  perHour: 10,
  /** The most questions one list shows: the oldest open ones, or the latest answered. */
  listMax: 100,
} as const;

export const askTeacherInput = z.object({
  messageId: z.uuid(says('messageNotFound')),
  note: optionalText('note', TEACHER_QUESTIONS.noteMax),
});
export type AskTeacherInput = z.input<typeof askTeacherInput>;

export const teacherQuestionsInput = z
  .object({ status: z.enum(TEACHER_QUESTION_STATUSES).default('open') })
  .default({ status: 'open' });

export const answerQuestionInput = z.object({
  questionId: z.uuid(says('questionNotFound')),
  content: requiredText('answer', TEACHER_QUESTIONS.answerMax),
});
export type AnswerQuestionInput = z.input<typeof answerQuestionInput>;

/** A question as its teacher's Questions page lists it. */
export interface TeacherQuestionView {
  id: string;
  status: TeacherQuestionStatus;
  note: string | null;
  askedAt: Date;
  student: { name: string; email: string };
  activity: { id: string; title: string };
  course: { code: string; title: string };
  /** The student's message the reply answers; null when there is none before it. */
  question: string | null;
  /** The assistant's reply the student asked about. */
  reply: { id: string; content: string };
  /** The teacher's message, once answered; its author is null once their account is gone. */
  answer: { content: string; authorName: string | null; answeredAt: Date } | null;
  /** The teacher's correction of the reply, and the note pinned from it, if any. */
  correction: CorrectionView | null;
}
