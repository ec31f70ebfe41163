import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ReleasedFeedback, SubmissionFeedbackView } from '@teachchat/shared';
import type { IConversation } from '../db/entities/conversation.ts';
import { kysely } from '../db/kysely.ts';
import { SubmissionFeedback } from '../db/entities/submission-feedback.ts';
import { badInput } from '../errors.ts';
import type { EventBus } from '../events/bus.ts';
import { en, text } from '../texts/index.ts';
import { notify } from './notifications.ts';

export const FEEDBACK_NOT_SUBMITTED = en['error.feedbackNotSubmitted'];
export const FEEDBACK_RELEASED = en['error.feedbackReleased'];
export const FEEDBACK_MISSING = en['error.feedbackMissing'];

/** A submission as the feedback procedures load it (see findOwnSubmission). */
type Submission = Pick<IConversation, 'id' | 'status' | 'student' | 'activity'>;

/** The feedback on a conversation, draft or released, for its teacher and admins. */
export async function feedbackOf(
  em: EntityManager,
  conversationId: string,
): Promise<SubmissionFeedbackView | null> {
  const row = await em.findOne(
    SubmissionFeedback,
    { conversation: conversationId },
    { populate: ['author'], refresh: true },
  );
  if (!row) return null;
  return {
    comment: row.comment,
    score: row.score ?? null,
    releasedAt: row.releasedAt ?? null,
    updatedAt: row.updatedAt,
    authorName: row.author ? `${row.author.firstName} ${row.author.lastName}`.trim() : null,
  };
}

/** Writes the draft; refused before the student submits and once it is released. */
export async function saveFeedback(
  em: EntityManager,
  submission: Submission,
  authorId: string,
  input: { comment: string; score: number | null },
): Promise<SubmissionFeedbackView> {
  if (submission.status !== 'completed') {
    throw badInput(text('error.feedbackNotSubmitted'));
  }
  // One statement: a release that lands between a read and a write is never overwritten,
  // and two first saves at once make one row.
  const saved = await kysely(em)
    .insertInto('submission_feedback')
    .values(({ fn }) => ({
      id: randomUUID(),
      conversation_id: submission.id,
      author_id: authorId,
      comment: input.comment,
      score: input.score,
      created_at: fn('now'),
      updated_at: fn('now'),
    }))
    .onConflict((oc) =>
      oc
        .column('conversation_id')
        .doUpdateSet(({ ref }) => ({
          comment: ref('excluded.comment'),
          score: ref('excluded.score'),
          author_id: ref('excluded.author_id'),
          updated_at: ref('excluded.updated_at'),
        }))
        .where('submission_feedback.released_at', 'is', null),
    )
    .returning('id')
    .executeTakeFirst();
  if (!saved) throw badInput(text('error.feedbackReleased'));
  const view = await feedbackOf(em, submission.id);
  if (!view) throw new Error(`feedback on ${submission.id} vanished after saving`);
  return view;
}

/**
 * Shows the saved feedback to its student and tells them. Releasing again changes nothing
 * and sends no second notification.
 */
export async function releaseFeedback(
  em: EntityManager,
  bus: EventBus,
  submission: Submission,
): Promise<SubmissionFeedbackView> {
  const released = await em.nativeUpdate(
    SubmissionFeedback,
    { conversation: submission.id, releasedAt: null },
    { releasedAt: new Date() },
  );
  const view = await feedbackOf(em, submission.id);
  if (!view) throw badInput(text('error.feedbackMissing'));
  if (released > 0) {
    const { activity } = submission;
    const course = activity.course.title;
    await notify(em, bus, submission.student.id, {
      kind: 'feedback',
      title: text('notification.feedback.title', { activity: activity.title }),
      body:
        view.score === null
          ? text('notification.feedback.body', { course })
          : text('notification.feedback.bodyScore', { course, score: view.score }),
      link: `/student_activity/${activity.id}`,
    });
  }
  return view;
}

/**
 * A student's released feedback in the published activities of their courses, newest
 * first. Drafts and other students' feedback never appear.
 */
export async function releasedFeedbackOf(
  em: EntityManager,
  studentId: string,
  filter: { activityId?: string; courseCode?: string } = {},
): Promise<ReleasedFeedback[]> {
  const rows = await em.getConnection().execute<
    {
      activity_id: string;
      activity_title: string;
      course_code: string;
      course_title: string;
      comment: string;
      score: number | null;
      released_at: string;
      author_name: string | null;
    }[]
  >(
    `select a.id as activity_id, a.title as activity_title, c.course_code, c.title as course_title,
            f.comment, f.score, f.released_at::text as released_at,
            trim(u.first_name || ' ' || u.last_name) as author_name
       from conversations cv
       join submission_feedback f on f.conversation_id = cv.id and f.released_at is not null
       join activities a on a.id = cv.activity_id and a.status = 'published'
       join courses c on c.id = a.course_id
       join enrollments e on e.course_id = c.id and e.student_id = cv.student_id
       left join users u on u.id = f.author_id
      where cv.student_id = ?
        and (?::uuid is null or a.id = ?::uuid)
        and (?::text is null or upper(c.course_code) = upper(?::text))
      order by f.released_at desc, a.id
      limit 500`,
    [
      studentId,
      filter.activityId ?? null,
      filter.activityId ?? null,
      filter.courseCode ?? null,
      filter.courseCode ?? null,
    ],
  );
  return rows.map((r) => ({
    activityId: r.activity_id,
    activityTitle: r.activity_title,
    courseCode: r.course_code,
    courseTitle: r.course_title,
    comment: r.comment,
    score: r.score,
    releasedAt: new Date(r.released_at),
    authorName: r.author_name,
  }));
}
