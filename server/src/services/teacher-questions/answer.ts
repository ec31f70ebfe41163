import type { EntityManager } from '@mikro-orm/postgresql';
import type { TeacherQuestionView } from '@teachchat/shared';
import { findOwnQuestion } from '../../access/questions.ts';
import { toMessageView } from '../../chat/views.ts';
import { Message } from '../../db/entities/message.ts';
import { TeacherQuestion } from '../../db/entities/teacher-question.ts';
import { conflict } from '../../errors.ts';
import type { EventBus } from '../../events/bus.ts';
import { notify } from '../notifications.ts';
import { publishMessages, publishQuestionEvent } from './events.ts';
import { findQuestionView } from './list.ts';
import { en, text } from '../../texts/index.ts';
import { excerpt, personName } from './text.ts';

export const ALREADY_ANSWERED = en['error.alreadyAnswered'];

/**
 * Answers a question with a message from the teacher in the student's conversation
 * (docs/product.md#ask-my-teacher): saved together with the question's closing, shown at
 * once in the student's open chat and the transcript on every node, and notified.
 * Answering a question already answered (in another tab) is refused.
 */
export async function answerQuestion(
  ctx: { em: EntityManager; bus: EventBus },
  teacher: { id: string; firstName: string; lastName: string },
  input: { questionId: string; content: string },
): Promise<TeacherQuestionView> {
  const { em, bus } = ctx;
  const question = await findOwnQuestion(em, teacher.id, input.questionId);
  if (question.status !== 'open') throw conflict(text('error.alreadyAnswered'));
  const { conversation } = question;
  const answeredAt = new Date();
  const answer = await em.transactional(async (tx) => {
    const message = tx.create(Message, {
      conversation: conversation.id,
      sender: 'teacher',
      content: input.content,
      createdAt: answeredAt,
    });
    await tx.flush();
    // Only an open question closes: of two answers at once, the second is refused.
    const closed = await tx.nativeUpdate(
      TeacherQuestion,
      { id: question.id, status: 'open' },
      { status: 'answered', answer: message.id, answeredBy: teacher.id, answeredAt },
    );
    if (closed === 0) throw conflict(text('error.alreadyAnswered'));
    return message;
  });
  const authorName = personName(teacher);
  await publishMessages(bus, conversation.id, [
    { ...toMessageView(question.message), askedTeacher: 'answered' },
    { ...toMessageView(answer), authorName, inReplyTo: question.message.id },
  ]);
  const { activity } = conversation;
  await publishQuestionEvent(bus, {
    kind: 'answered',
    questionId: question.id,
    courseId: activity.course.id,
    activityId: activity.id,
  });
  await notify(em, bus, conversation.student.id, {
    kind: 'teacher_answer',
    title: text('notification.answer.title', { teacher: authorName }),
    body: text('notification.answer.body', {
      activity: activity.title,
      answer: excerpt(input.content),
    }),
    link: `/student_activity/${activity.id}`,
  });
  const view = await findQuestionView(em, teacher.id, question.id);
  if (!view) throw new Error(`question ${question.id} vanished after answering`);
  return view;
}
