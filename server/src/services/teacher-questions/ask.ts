import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type MessageView, TEACHER_QUESTIONS } from '@teachchat/shared';
import { toMessageView } from '../../chat/views.ts';
import { findAskableReply } from '../../access/messages.ts';
import { kysely } from '../../db/kysely.ts';
import type { IMessage } from '../../db/entities/message.ts';
import { TeacherQuestion } from '../../db/entities/teacher-question.ts';
import type { EventBus } from '../../events/bus.ts';
import { notify } from '../notifications.ts';
import { enforceRateLimit } from '../rate-limit.ts';
import { publishMessages, publishQuestionEvent } from './events.ts';
import { text, translate } from '../../texts/index.ts';
import { excerpt } from './text.ts';
import { asTeacherSees } from '../pseudonyms/pseudonyms.ts';

export const TOO_MANY_QUESTIONS = translate('en', 'error.tooManyQuestions', {
  perHour: TEACHER_QUESTIONS.perHour,
});

const asked = (reply: IMessage): MessageView => ({ ...toMessageView(reply), askedTeacher: 'open' });

/**
 * Asks the activity's teacher about a reply (docs/product.md#ask-my-teacher). Asking again
 * while the question is open, from any tab, gets the same question back; a new question
 * counts against the student's hourly limit. Answers with the reply as it now shows.
 */
export async function askTeacher(
  ctx: { em: EntityManager; bus: EventBus },
  studentId: string,
  input: { messageId: string; note?: string | null | undefined },
): Promise<MessageView> {
  const { em, bus } = ctx;
  const reply = await findAskableReply(em, studentId, input.messageId);
  if (await em.count(TeacherQuestion, { message: reply.id, status: 'open' })) return asked(reply);
  await enforceRateLimit(em, `teacher-question:${studentId}`, {
    max: TEACHER_QUESTIONS.perHour,
    windowMs: 60 * 60_000,
    message: text('error.tooManyQuestions', { perHour: TEACHER_QUESTIONS.perHour }),
  });
  const { conversation } = reply;
  const { activity } = conversation;
  // The open-question index settles two asks at once: the later one saves nothing.
  const saved = await kysely(em)
    .insertInto('teacher_questions')
    .values(({ fn }) => ({
      id: randomUUID(),
      conversation_id: conversation.id,
      message_id: reply.id,
      note: input.note ?? null,
      status: 'open',
      created_at: fn('now'),
    }))
    .onConflict((oc) => oc.column('message_id').where('status', '=', 'open').doNothing())
    .returning('id')
    .executeTakeFirst();
  const view = asked(reply);
  const questionId = saved?.id;
  if (!questionId) return view;
  await publishMessages(bus, conversation.id, [view]);
  await publishQuestionEvent(bus, {
    kind: 'asked',
    questionId,
    courseId: activity.course.id,
    activityId: activity.id,
  });
  // In a pseudonymised course the teacher is told the student's pseudonym.
  const student = asTeacherSees(activity.course, conversation.student).name;
  await notify(em, bus, activity.course.teacher.id, {
    kind: 'teacher_question',
    title: text('notification.question.title', { student }),
    body: input.note
      ? text('notification.question.bodyNote', {
          activity: activity.title,
          note: excerpt(input.note),
        })
      : text('notification.question.body', { activity: activity.title }),
    link: '/teacher_questions',
  });
  return view;
}
