import type { EntityManager } from '@mikro-orm/postgresql';
import { type Expression, sql } from 'kysely';
import type { IActivity } from '../../db/entities/activity.ts';
import { kysely } from '../../db/kysely.ts';
import { dayRange } from './days.ts';

// At most a year of days on the chart: the newest, ending at the last day with activity.
export const MAX_DAYS = 366;

const n = (v: string | number | undefined | null) => Number(v ?? 0);

// A moment as the viewer's clock reads it, `offsetMinutes` east of UTC: PostgreSQL's time
// zone and interval arithmetic, which the query builder has no words for.
const viewerTime = (at: Expression<unknown>, offsetMinutes: number) =>
  sql`(${at} at time zone 'UTC') + make_interval(mins => ${offsetMinutes})`;

// The viewer's calendar day of a moment, 'YYYY-MM-DD'.
const viewerDay = (at: Expression<unknown>, offsetMinutes: number) =>
  sql<string>`to_char(${viewerTime(at, offsetMinutes)}, 'YYYY-MM-DD')`;

/**
 * An activity at a glance: its counts, and per day (in the viewer's time, `utcOffsetMinutes`
 * east of UTC) its questions, active students and submissions, and its questions per hour.
 */
export async function activityOverview(
  em: EntityManager,
  activity: Pick<IActivity, 'id' | 'title' | 'course'>,
  utcOffsetMinutes: number,
) {
  const db = kysely(em);
  const [totals, days, hours, submissions, course] = await Promise.all([
    db
      .selectFrom('conversations as cv')
      .innerJoin('messages as m', 'm.conversation_id', 'cv.id')
      .select(({ eb, fn, and }) => [
        eb
          .selectFrom('enrollments as e')
          .select(fn.countAll<string>().as('n'))
          .where('e.course_id', '=', activity.course.id)
          .as('enrolled'),
        eb
          .selectFrom('conversations as c')
          .select(fn.countAll<string>().as('n'))
          .where('c.activity_id', '=', activity.id)
          .where('c.status', '=', 'completed')
          .as('submissions'),
        fn.countAll<string>().filterWhere('m.sender', '=', 'user').as('questions'),
        fn
          .count<string>('cv.student_id')
          .distinct()
          .filterWhere('m.sender', '=', 'user')
          .as('active_students'),
        fn
          .countAll<string>()
          .filterWhere(and([eb('m.sender', '=', 'assistant'), eb('m.covered', '=', false)]))
          .as('not_covered'),
        fn.countAll<string>().filterWhere('m.feedback', '=', 'like').as('liked'),
        fn.countAll<string>().filterWhere('m.feedback', '=', 'dislike').as('disliked'),
      ])
      .where('cv.activity_id', '=', activity.id)
      .executeTakeFirst(),
    db
      .selectFrom('conversations as cv')
      .innerJoin('messages as m', (join) =>
        join.onRef('m.conversation_id', '=', 'cv.id').on('m.sender', '=', 'user'),
      )
      .select(({ fn, ref }) => [
        viewerDay(ref('m.created_at'), utcOffsetMinutes).as('day'),
        fn.countAll<string>().as('questions'),
        fn.count<string>('cv.student_id').distinct().as('students'),
      ])
      .where('cv.activity_id', '=', activity.id)
      // By the output column: the offset is a parameter, and a second one in the grouping
      // would be another expression to PostgreSQL.
      .groupBy('day')
      .orderBy('day', 'desc')
      .limit(MAX_DAYS)
      .execute(),
    db
      .selectFrom('conversations as cv')
      .innerJoin('messages as m', (join) =>
        join.onRef('m.conversation_id', '=', 'cv.id').on('m.sender', '=', 'user'),
      )
      .select(({ eb, fn, ref }) => [
        eb
          .cast<number>(
            sql`extract(hour from ${viewerTime(ref('m.created_at'), utcOffsetMinutes)})`,
            'integer',
          )
          .as('hour'),
        fn.countAll<string>().as('questions'),
      ])
      .where('cv.activity_id', '=', activity.id)
      .groupBy('hour')
      .execute(),
    db
      .selectFrom('conversations as cv')
      .select(({ fn, ref }) => [
        viewerDay(ref('cv.submitted_at'), utcOffsetMinutes).as('day'),
        fn.countAll<string>().as('submissions'),
      ])
      .where('cv.activity_id', '=', activity.id)
      .where('cv.status', '=', 'completed')
      .where('cv.submitted_at', 'is not', null)
      .groupBy('day')
      .orderBy('day')
      .execute(),
    db
      .selectFrom('courses as c')
      .innerJoin('users as t', 't.id', 'c.teacher_id')
      .select(({ eb, fn, val }) => [
        'c.title',
        'c.course_code',
        fn<string>('trim', [
          eb(eb('t.first_name', '||', val(' ')), '||', eb.ref('t.last_name')),
        ]).as('teacher_name'),
      ])
      .where('c.id', '=', activity.course.id)
      .executeTakeFirst(),
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
      courseTitle: course?.title ?? '',
      courseCode: course?.course_code ?? '',
      teacherName: course?.teacher_name ?? '',
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
