import type { EntityManager } from '@mikro-orm/postgresql';
import { courseSeen } from '../../access/courses.ts';
import { kysely } from '../../db/kysely.ts';

export async function teacherCourses(em: EntityManager, teacherId: string) {
  const rows = await kysely(em)
    .selectFrom('courses as c')
    .select(({ selectFrom, fn, cast }) => [
      'c.id',
      'c.title',
      'c.course_code',
      'c.department_code',
      'c.description',
      selectFrom('enrollments as e')
        .select(fn.countAll<string>().as('n'))
        .whereRef('e.course_id', '=', 'c.id')
        .as('students'),
      selectFrom('activities as a')
        .select(fn.countAll<string>().as('n'))
        .whereRef('a.course_id', '=', 'c.id')
        .as('activities'),
      cast<string>('c.start_date', 'text').as('start_date'),
      cast<string>('c.end_date', 'text').as('end_date'),
    ])
    .where(courseSeen({ teacherId }))
    .orderBy('c.title')
    .limit(500)
    .execute();
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
