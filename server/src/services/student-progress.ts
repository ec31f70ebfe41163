import type { EntityManager } from '@mikro-orm/postgresql';
import type { ReleasedFeedback } from '@teachchat/shared';
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
    em.getConnection().execute<
      {
        activity_id: string;
        activity_title: string;
        course_code: string;
        messages: string;
        submitted_at: string | null;
      }[]
    >(
      `select a.id as activity_id, a.title as activity_title, c.course_code,
              (select count(*) from messages m
                where m.conversation_id = cv.id and m.sender = 'user') as messages,
              case when cv.status = 'completed' then cv.submitted_at::text end as submitted_at
         from enrollments e
         join courses c on c.id = e.course_id and c.archived_at is null
         join activities a on a.course_id = c.id and a.status = 'published'
         left join conversations cv on cv.activity_id = a.id and cv.student_id = e.student_id
        where e.student_id = ?
          and (?::text is null or upper(c.course_code) = upper(?::text))
        order by a.end_date asc nulls last, a.created_at asc
        limit 1000`,
      [studentId, filter.courseCode ?? null, filter.courseCode ?? null],
    ),
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
