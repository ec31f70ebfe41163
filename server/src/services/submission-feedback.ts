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
  const rows = await kysely(em)
    .selectFrom('conversations as cv')
    .innerJoin('submission_feedback as f', (join) =>
      join.onRef('f.conversation_id', '=', 'cv.id').on('f.released_at', 'is not', null),
    )
    .innerJoin('activities as a', (join) =>
      join.onRef('a.id', '=', 'cv.activity_id').on('a.status', '=', 'published'),
    )
    .innerJoin('courses as c', 'c.id', 'a.course_id')
    .innerJoin('enrollments as e', (join) =>
      join.onRef('e.course_id', '=', 'c.id').onRef('e.student_id', '=', 'cv.student_id'),
    )
    .leftJoin('users as u', 'u.id', 'f.author_id')
    .select(({ eb, fn, cast, val }) => [
      'a.id as activity_id',
      'a.title as activity_title',
      'c.course_code',
      'c.title as course_title',
      'f.comment',
      'f.score',
      cast<string>('f.released_at', 'text').as('released_at'),
      fn<string | null>('trim', [
        eb(eb('u.first_name', '||', val(' ')), '||', eb.ref('u.last_name')),
      ]).as('author_name'),
    ])
    .where('cv.student_id', '=', studentId)
    .$if(filter.activityId != null, (qb) => qb.where('a.id', '=', filter.activityId ?? ''))
    .$if(filter.courseCode != null, (qb) =>
      qb.where(({ eb, fn, val }) =>
        eb(fn('upper', ['c.course_code']), '=', fn('upper', [val(filter.courseCode)])),
      ),
    )
    .orderBy('f.released_at', 'desc')
    .orderBy('a.id')
    .limit(500)
    .execute();
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
