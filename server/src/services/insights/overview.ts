import type { EntityManager } from '@mikro-orm/postgresql';
import type { IActivity } from '../../db/entities/activity.ts';
import { dayRange } from './days.ts';

// At most a year of days on the chart: the newest, ending at the last day with activity.
export const MAX_DAYS = 366;

const n = (v: string | number | undefined | null) => Number(v ?? 0);

/**
 * An activity at a glance: its counts, and per day (in the viewer's time, `utcOffsetMinutes`
 * east of UTC) its questions, active students and submissions, and its questions per hour.
 */
export async function activityOverview(
  em: EntityManager,
  activity: Pick<IActivity, 'id' | 'title' | 'course'>,
  utcOffsetMinutes: number,
) {
  const conn = em.getConnection();
  const local = `(m.created_at at time zone 'UTC') + make_interval(mins => ?)`;
  const [[totals], days, hours, submissions, course] = await Promise.all([
    conn.execute<Record<string, string>[]>(
      `select (select count(*) from enrollments e where e.course_id = ?) as enrolled,
              (select count(*) from conversations c where c.activity_id = ? and c.status = 'completed') as submissions,
              count(*) filter (where m.sender = 'user') as questions,
              count(distinct cv.student_id) filter (where m.sender = 'user') as active_students,
              count(*) filter (where m.sender = 'assistant' and m.covered = false) as not_covered,
              count(*) filter (where m.feedback = 'like') as liked,
              count(*) filter (where m.feedback = 'dislike') as disliked
         from conversations cv
         join messages m on m.conversation_id = cv.id
        where cv.activity_id = ?`,
      [activity.course.id, activity.id, activity.id],
    ),
    conn.execute<{ day: string; questions: string; students: string }[]>(
      `select to_char(${local}, 'YYYY-MM-DD') as day, count(*) as questions,
              count(distinct cv.student_id) as students
         from conversations cv
         join messages m on m.conversation_id = cv.id and m.sender = 'user'
        where cv.activity_id = ?
        group by 1 order by 1 desc limit ${MAX_DAYS}`,
      [utcOffsetMinutes, activity.id],
    ),
    conn.execute<{ hour: number; questions: string }[]>(
      `select extract(hour from ${local})::int as hour, count(*) as questions
         from conversations cv
         join messages m on m.conversation_id = cv.id and m.sender = 'user'
        where cv.activity_id = ?
        group by 1`,
      [utcOffsetMinutes, activity.id],
    ),
    conn.execute<{ day: string; submissions: string }[]>(
      `select to_char((cv.submitted_at at time zone 'UTC') + make_interval(mins => ?), 'YYYY-MM-DD') as day,
              count(*) as submissions
         from conversations cv
        where cv.activity_id = ? and cv.status = 'completed' and cv.submitted_at is not null
        group by 1 order by 1`,
      [utcOffsetMinutes, activity.id],
    ),
    conn.execute<{ title: string; course_code: string; teacher_name: string }[]>(
      `select c.title, c.course_code, trim(t.first_name || ' ' || t.last_name) as teacher_name
         from courses c join users t on t.id = c.teacher_id where c.id = ?`,
      [activity.course.id],
    ),
  ]);
  const questionsOn = new Map(days.map((d) => [d.day, d]));
  const submittedOn = new Map(submissions.map((s) => [s.day, n(s.submissions)]));
  const range = dayRange([...questionsOn.keys(), ...submittedOn.keys()], MAX_DAYS);
  // Submissions before the first day shown still count in the running total.
  let submitted = submissions
    .filter((s) => range[0] !== undefined && s.day < range[0])
    .reduce((sum, s) => sum + n(s.submissions), 0);
  const byHour = new Map(hours.map((h) => [h.hour, n(h.questions)]));
  return {
    activity: {
      id: activity.id,
      title: activity.title,
      courseTitle: course[0]?.title ?? '',
      courseCode: course[0]?.course_code ?? '',
      teacherName: course[0]?.teacher_name ?? '',
    },
    totals: {
      enrolled: n(totals?.enrolled),
      activeStudents: n(totals?.active_students),
      questions: n(totals?.questions),
      submissions: n(totals?.submissions),
      notCovered: n(totals?.not_covered),
      liked: n(totals?.liked),
      disliked: n(totals?.disliked),
    },
    days: range.map((day) => {
      const submittedToday = submittedOn.get(day) ?? 0;
      submitted += submittedToday;
      return {
        day,
        questions: n(questionsOn.get(day)?.questions),
        activeStudents: n(questionsOn.get(day)?.students),
        submissions: submittedToday,
        submitted,
      };
    }),
    hours: Array.from({ length: 24 }, (_, hour) => ({ hour, questions: byHour.get(hour) ?? 0 })),
  };
}
