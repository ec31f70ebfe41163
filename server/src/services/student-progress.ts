import type { EntityManager } from '@mikro-orm/postgresql';
import type { ReleasedFeedback } from '@teachchat/shared';
import { publishedActivitiesOf } from './student-views.ts';
import { releasedFeedbackOf } from './submission-feedback.ts';

/** One published activity of the student's courses and what they did in it. */
export interface ActivityProgress {
  activityId: string;
  activityTitle: string;
  courseCode: string;
  /** The messages the student wrote (the assistant's replies are not counted). */
  messages: number;
  submittedAt: Date | null;
}

export interface StudentProgress {
  activities: ActivityProgress[];
  feedback: ReleasedFeedback[];
}

/**
 * A student's own progress, in all their courses or in one: messages written and
 * submission time per published activity (earliest due first), and released feedback.
 */
export async function studentProgress(
  em: EntityManager,
  studentId: string,
  filter: { courseCode?: string } = {},
): Promise<StudentProgress> {
  const [rows, feedback] = await Promise.all([
    publishedActivitiesOf(em, studentId)
      .select(({ selectFrom, fn, eb, cast }) => [
        'a.id as activity_id',
        'a.title as activity_title',
        'c.course_code',
        selectFrom('messages as m')
          .select(fn.countAll<string>().as('n'))
          .whereRef('m.conversation_id', '=', 'cv.id')
          .where('m.sender', '=', 'user')
          .as('messages'),
        eb
          .case()
          .when('cv.status', '=', 'completed')
          .then(cast<string>('cv.submitted_at', 'text'))
          .end()
          .as('submitted_at'),
      ])
      .$if(filter.courseCode != null, (qb) =>
        qb.where(({ eb, fn, val }) =>
          eb(fn('upper', ['c.course_code']), '=', fn('upper', [val(filter.courseCode)])),
        ),
      )
      .orderBy('a.end_date', (o) => o.asc().nullsLast())
      .orderBy('a.created_at', 'asc')
      .limit(1000)
      .execute(),
    releasedFeedbackOf(em, studentId, filter),
  ]);
  return {
    activities: rows.map((r) => ({
      activityId: r.activity_id,
      activityTitle: r.activity_title,
      courseCode: r.course_code,
      messages: Number(r.messages),
      submittedAt: r.submitted_at ? new Date(r.submitted_at) : null,
    })),
    feedback,
  };
}
