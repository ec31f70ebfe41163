import { answerQuestionInput, teacherQuestionsInput } from '@teachchat/shared';
import type { TRPCRouterRecord } from '@trpc/server';
import { ownCourseIds } from '../../../access/courses.ts';
import { answerQuestion } from '../../../services/teacher-questions/answer.ts';
import { topics } from '../../../events/topics.ts';
import { listQuestions, openQuestionCount } from '../../../services/teacher-questions/list.ts';
import { maskQuestions } from '../../../services/pseudonyms/mask.ts';
import { teacherProcedure } from '../../init.ts';
import { guardedEventStream } from '../../live-access.ts';

/** Students' questions about replies in the caller's courses (docs/product.md#ask-my-teacher). */
export const teacherQuestionsRouter = {
  list: teacherProcedure
    .input(teacherQuestionsInput)
    .query(async ({ ctx, input }) =>
      maskQuestions(ctx.em, await listQuestions(ctx.em, ctx.user.id, input.status)),
    ),

  count: teacherProcedure.query(async ({ ctx }) => ({
    open: await openQuestionCount(ctx.em, ctx.user.id),
  })),

  /** The answered question, named as the list names it (by pseudonym where need be). */
  answer: teacherProcedure.input(answerQuestionInput).mutation(async ({ ctx, input }) => {
    const answered = await answerQuestion(ctx, ctx.user, input);
    const [view] = await maskQuestions(ctx.em, [answered]);
    return view ?? answered;
  }),

  /**
   * A question asked or answered in one of the caller's courses: the sidebar's count and
   * the Questions page read again. Which courses are theirs is checked again when a course
   * changes teacher.
   */
  onQuestion: teacherProcedure.subscription(async function* ({ ctx, signal }) {
    const live = await guardedEventStream(ctx, topics.teacherQuestions, signal, {
      check: (em) => ownCourseIds(em, ctx.user.id),
    });
    for await (const { event: question, allowed: own } of live) {
      if (own.has(question.courseId)) yield question;
    }
  }),
} satisfies TRPCRouterRecord;
