import type { EntityManager } from '@mikro-orm/postgresql';
import { courseSql } from '../../access/courses.ts';

export async function teacherCourses(em: EntityManager, teacherId: string) {
  const courses = courseSql({ teacherId });
  const rows = await em.getConnection().execute<
    {
      id: string;
      title: string;
      course_code: string;
      department_code: string;
      description: string;
      students: string;
      activities: string;
      start_date: string;
      end_date: string;
    }[]
  >(
    `select c.id, c.title, c.course_code, c.department_code, c.description,
            (select count(*) from enrollments e where e.course_id = c.id) as students,
            (select count(*) from activities a where a.course_id = c.id) as activities,
            c.start_date::text as start_date, c.end_date::text as end_date
       from courses c where ${courses.sql} order by c.title limit 500`,
    courses.params,
  );
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    courseCode: r.course_code,
    departmentCode: r.department_code,
    description: r.description,
    studentCount: Number(r.students),
    activityCount: Number(r.activities),
    startDate: r.start_date,
    endDate: r.end_date,
  }));
}
