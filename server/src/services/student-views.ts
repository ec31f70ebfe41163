import type { EntityManager } from '@mikro-orm/postgresql';
import { kysely } from '../db/kysely.ts';
import type { MaterialStatus } from '@teachchat/shared';

export interface ActivityCard {
  id: string;
  title: string;
  description: string;
  courseTitle: string;
  courseCode: string;
  status: 'pending' | 'completed';
  dueDate: Date | null;
  estimatedMinutes: number | null;
  materialStatus: MaterialStatus;
}

export interface CourseCard {
  id: string;
  title: string;
  courseCode: string;
  description: string;
  departmentCode: string;
  enrolledCount: number;
  activityCount: number;
  completedCount: number;
  /** Completed activities / activities, rounded percent (docs/product.md#real-progress). */
  progress: number;
}

export const percent = (done: number, total: number) =>
  total === 0 ? 0 : Math.round((done / total) * 100);

/**
 * The published activities of a student's live courses, each with her conversation in it
 * if she started one: what her activity list and her progress both read.
 */
export function publishedActivitiesOf(em: EntityManager, studentId: string) {
  return kysely(em)
    .selectFrom('enrollments as e')
    .innerJoin('courses as c', (join) =>
      join.onRef('c.id', '=', 'e.course_id').on('c.archived_at', 'is', null),
    )
    .innerJoin('activities as a', (join) =>
      join.onRef('a.course_id', '=', 'c.id').on('a.status', '=', 'published'),
    )
    .leftJoin('conversations as cv', (join) =>
      join.onRef('cv.activity_id', '=', 'a.id').onRef('cv.student_id', '=', 'e.student_id'),
    )
    .where('e.student_id', '=', studentId);
}

/**
 * The published activities of the courses a student is enrolled in, with that student's
 * status (completed once submitted). Drafts never appear. Earliest due first.
 */
export async function studentActivities(
  em: EntityManager,
  studentId: string,
  filter: { activityId?: string; courseCode?: string } = {},
): Promise<ActivityCard[]> {
  const rows = await publishedActivitiesOf(em, studentId)
    .select(({ eb, fn, lit }) => [
      'a.id',
      'a.title',
      'a.description',
      'c.title as course_title',
      'c.course_code',
      fn.coalesce(eb('cv.status', '=', 'completed'), lit(false)).as('completed'),
      // Timestamps come back as text, as MikroORM's driver reads them.
      'a.end_date',
      'a.estimated_minutes',
      'a.material_status',
    ])
    .$if(filter.activityId != null, (qb) => qb.where('a.id', '=', filter.activityId ?? ''))
    .$if(filter.courseCode != null, (qb) => qb.where('c.course_code', '=', filter.courseCode ?? ''))
    .orderBy('a.end_date', (o) => o.asc().nullsLast())
    .orderBy('a.created_at', 'asc')
    .limit(1000)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    courseTitle: r.course_title,
    courseCode: r.course_code,
    status: r.completed ? 'completed' : 'pending',
    dueDate: r.end_date ? new Date(r.end_date) : null,
    estimatedMinutes: r.estimated_minutes,
    materialStatus: r.material_status,
  }));
}

/** The courses a student is enrolled in, with counts and the student's progress. */
export async function studentCourses(
  em: EntityManager,
  studentId: string,
  filter: { courseCode?: string } = {},
): Promise<
  (CourseCard & {
    startDate: string;
    endDate: string;
    credits: number;
    maxStudents: number;
    instructor: { name: string; email: string };
  })[]
> {
  const rows = await kysely(em)
    .selectFrom('enrollments as e')
    .innerJoin('courses as c', (join) =>
      join.onRef('c.id', '=', 'e.course_id').on('c.archived_at', 'is', null),
    )
    .innerJoin('users as t', 't.id', 'c.teacher_id')
    .select(({ selectFrom, fn, cast, eb, val }) => [
      'c.id',
      'c.title',
      'c.course_code',
      'c.description',
      'c.department_code',
      cast<string>('c.start_date', 'text').as('start_date'),
      cast<string>('c.end_date', 'text').as('end_date'),
      'c.credits',
      'c.max_students',
      eb(eb('t.first_name', '||', val(' ')), '||', eb.ref('t.last_name'))
        .$castTo<string>()
        .as('teacher_name'),
      't.email as teacher_email',
      selectFrom('enrollments as x')
        .select(fn.countAll<string>().as('n'))
        .whereRef('x.course_id', '=', 'c.id')
        .as('enrolled'),
      selectFrom('activities as a')
        .select(fn.countAll<string>().as('n'))
        .whereRef('a.course_id', '=', 'c.id')
        .where('a.status', '=', 'published')
        .as('activities'),
      selectFrom('conversations as cv')
        .innerJoin('activities as a', 'a.id', 'cv.activity_id')
        .select(fn.countAll<string>().as('n'))
        .whereRef('a.course_id', '=', 'c.id')
        .where('a.status', '=', 'published')
        .whereRef('cv.student_id', '=', 'e.student_id')
        .where('cv.status', '=', 'completed')
        .as('completed'),
    ])
    .where('e.student_id', '=', studentId)
    .$if(filter.courseCode != null, (qb) =>
      qb.where(({ eb, fn, val }) =>
        eb(fn('upper', ['c.course_code']), '=', fn('upper', [val(filter.courseCode)])),
      ),
    )
    .orderBy('c.title')
    .limit(500)
    .execute();
  return rows.map((r) => {
    const activityCount = Number(r.activities);
    const completedCount = Number(r.completed);
    return {
      id: r.id,
      title: r.title,
      courseCode: r.course_code,
      description: r.description,
      departmentCode: r.department_code,
      enrolledCount: Number(r.enrolled),
      activityCount,
      completedCount,
      progress: percent(completedCount, activityCount),
      startDate: r.start_date,
      endDate: r.end_date,
      credits: r.credits,
      maxStudents: r.max_students,
      instructor: { name: r.teacher_name, email: r.teacher_email },
    };
  });
}
