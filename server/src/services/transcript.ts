import type { EntityManager } from '@mikro-orm/postgresql';
import { activityFilter, activityNotFound } from '../access/activities.ts';
import type { Scope } from '../access/scope.ts';
import { messagesOf } from '../chat/conversations.ts';
import { toMessageView } from '../chat/views.ts';
import { Activity } from '../db/entities/activity.ts';
import { Conversation } from '../db/entities/conversation.ts';
import { Enrollment } from '../db/entities/enrollment.ts';
import { User } from '../db/entities/user.ts';
import { notFound } from '../errors.ts';
import { correctionsOf } from './corrections.ts';
import { feedbackOf } from './submission-feedback.ts';
import { text } from '../texts/index.ts';

/**
 * A student's conversation in an activity, read-only, for teachers and admins. `scope`
 * limits it to one teacher's courses; outside them it is the not-found error of
 * docs/product.md#teacher-errors.
 */
export async function loadTranscript(
  em: EntityManager,
  input: { activityId: string; studentEmail: string },
  scope: Scope = {},
) {
  const asOf = new Date();
  const [activity, student] = await Promise.all([
    em.findOne(
      Activity,
      { id: input.activityId, ...activityFilter(scope) },
      { populate: ['course', 'course.teacher'] },
    ),
    em.findOne(User, { email: input.studentEmail, role: 'student' }),
  ]);
  if (!activity) throw notFound(activityNotFound(input.activityId));
  if (!student) throw notFound(text('error.transcriptMissing'));
  const conversation = await em.findOne(Conversation, {
    activity: activity.id,
    student: student.id,
  });
  // A student who never chatted here and is not in the course has no transcript to show:
  // answering with their name would tell a teacher about students outside their courses.
  if (
    !conversation &&
    !(await em.count(Enrollment, { course: activity.course.id, student: student.id }))
  ) {
    throw notFound(text('error.transcriptMissing'));
  }
  const [messages, feedback, corrections] = conversation
    ? await Promise.all([
        messagesOf(em, conversation.id),
        feedbackOf(em, conversation.id),
        correctionsOf(em, conversation.id),
      ])
    : [[], null, []];
  const teacher = activity.course.teacher;
  return {
    conversationId: conversation?.id ?? null,
    activity: { id: activity.id, title: activity.title },
    course: {
      id: activity.course.id,
      title: activity.course.title,
      courseCode: activity.course.courseCode,
    },
    teacher: { name: `${teacher.firstName} ${teacher.lastName}`.trim(), email: teacher.email },
    student: {
      id: student.id,
      name: `${student.firstName} ${student.lastName}`.trim(),
      email: student.email,
    },
    completed: conversation?.status === 'completed',
    submittedAt: conversation?.submittedAt ?? null,
    messages: messages.map(toMessageView),
    /** The teacher's corrections of replies, as of `asOf`. */
    corrections,
    asOf,
    feedback,
  };
}
