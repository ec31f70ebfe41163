import type { EntityManager } from '@mikro-orm/postgresql';
import { kysely } from '../../db/kysely.ts';
import { sql } from 'kysely';
import { courseSeen } from '../../access/courses.ts';
import { teacherActivities } from './activity-rows.ts';
import { teacherCourses } from './courses.ts';
import { chatSecondsByStudent, weekBefore } from './engagement.ts';

/** Percent change from last week, or null when there was nothing to compare with. */
export const trend = (now: number, before: number) =>
  before === 0 ? null : Math.round(((now - before) / before) * 100);

/** Chat minutes per student who wrote in the period; unrounded, as the web rounds once. */
function averageMinutes(bySeconds: Map<string, { seconds: number }>): number {
  if (bySeconds.size === 0) return 0;
  const total = [...bySeconds.values()].reduce((sum, s) => sum + s.seconds, 0);
  return total / bySeconds.size / 60;
}

export async function teacherDashboard(
  em: EntityManager,
  teacher: { id: string; firstName: string; lastName: string },
) {
  const { from: weekAgo, to: now } = weekBefore();
  const { from: twoWeeksAgo } = weekBefore(weekAgo);
  const own = courseSeen({ teacherId: teacher.id });
  const [[counts], courses, activities, thisWeek, lastWeek] = await Promise.all([
    kysely(em)
      .selectNoFrom(({ selectFrom }) => {
        const students = () =>
          selectFrom('enrollments as e')
            .innerJoin('courses as c', 'c.id', 'e.course_id')
            .select(({ fn }) => fn.count<string>('e.student_id').distinct().as('n'))
            .where(own);
        const courses = () =>
          selectFrom('courses as c')
            .select(({ fn }) => fn.countAll<string>().as('n'))
            .where(own);
        const activities = () =>
          selectFrom('activities as a')
            .innerJoin('courses as c', 'c.id', 'a.course_id')
            .select(({ fn }) => fn.countAll<string>().as('n'))
            .where(own);
        return [
          students().as('students'),
          students().where('e.created_at', '<', weekAgo).as('students_before'),
          courses()
            .where('c.end_date', '>=', sql<string>`current_date`)
            .as('courses'),
          courses()
            .where('c.created_at', '<', weekAgo)
            .where('c.end_date', '>=', sql<string>`current_date - 7`)
            .as('courses_before'),
          activities().as('activities'),
          activities().where('a.created_at', '<', weekAgo).as('activities_before'),
        ];
      })
      .execute(),
    teacherCourses(em, teacher.id),
    teacherActivities(em, teacher.id),
    chatSecondsByStudent(em, { teacherId: teacher.id }, weekAgo, now),
    chatSecondsByStudent(em, { teacherId: teacher.id }, twoWeeksAgo, weekAgo),
  ]);
  const n = (v: string | null | undefined) => Number(v ?? 0);
  const minutesNow = averageMinutes(thisWeek);
  const minutesBefore = averageMinutes(lastWeek);
  return {
    fullName: `${teacher.firstName} ${teacher.lastName}`.trim(),
    totals: {
      students: n(counts?.students),
      activeCourses: n(counts?.courses),
      activities: n(counts?.activities),
      chatMinutesPerStudent: minutesNow,
    },
    trends: {
      students: trend(n(counts?.students), n(counts?.students_before)),
      activeCourses: trend(n(counts?.courses), n(counts?.courses_before)),
      activities: trend(n(counts?.activities), n(counts?.activities_before)),
      chatMinutes: trend(minutesNow, minutesBefore),
    },
    courses: courses.slice(0, 4),
    recentActivities: activities.slice(0, 6),
  };
}
