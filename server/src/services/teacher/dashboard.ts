import type { EntityManager } from '@mikro-orm/postgresql';
import { courseSql } from '../../access/courses.ts';
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
  const conn = em.getConnection();
  const own = courseSql({ teacherId: teacher.id });
  const [[counts], courses, activities, thisWeek, lastWeek] = await Promise.all([
    conn.execute<
      {
        students: string;
        students_before: string;
        courses: string;
        courses_before: string;
        activities: string;
        activities_before: string;
      }[]
    >(
      `select
         (select count(distinct e.student_id) from enrollments e join courses c on c.id = e.course_id where ${own.sql}) as students,
         (select count(distinct e.student_id) from enrollments e join courses c on c.id = e.course_id
           where ${own.sql} and e.created_at < ?) as students_before,
         (select count(*) from courses c where ${own.sql} and c.end_date >= current_date) as courses,
         (select count(*) from courses c where ${own.sql} and c.created_at < ? and c.end_date >= (current_date - 7)) as courses_before,
         (select count(*) from activities a join courses c on c.id = a.course_id where ${own.sql}) as activities,
         (select count(*) from activities a join courses c on c.id = a.course_id where ${own.sql} and a.created_at < ?) as activities_before`,
      [
        ...own.params,
        ...own.params,
        weekAgo,
        ...own.params,
        ...own.params,
        weekAgo,
        ...own.params,
        ...own.params,
        weekAgo,
      ],
    ),
    teacherCourses(em, teacher.id),
    teacherActivities(em, teacher.id),
    chatSecondsByStudent(em, { teacherId: teacher.id }, weekAgo, now),
    chatSecondsByStudent(em, { teacherId: teacher.id }, twoWeeksAgo, weekAgo),
  ]);
  const n = (v: string | undefined) => Number(v ?? 0);
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
