import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { kysely } from '../../db/kysely.ts';
import { sql } from 'kysely';
import { Course } from '../../db/entities/course.ts';
import { User } from '../../db/entities/user.ts';
import { badInput, conflict } from '../../errors.ts';
import { text } from '../../texts/index.ts';
import { containsPattern } from '../search.ts';

export interface AdminCourseRow {
  id: string;
  title: string;
  courseCode: string;
  departmentCode: string;
  description: string;
  teacher: { id: string; name: string; email: string };
  enrolledCount: number;
  maxStudents: number;
  credits: number;
  prerequisites: string | null;
  startDate: string;
  endDate: string;
  status: 'Active' | 'Inactive';
}

/** Courses with teacher and enrolled count; Inactive once the end date has passed. */
export async function adminCourses(
  em: EntityManager,
  filter: { search?: string; id?: string } = {},
): Promise<AdminCourseRow[]> {
  const search = containsPattern(filter.search);
  const rows = await kysely(em)
    .selectFrom('courses as c')
    .innerJoin('users as t', 't.id', 'c.teacher_id')
    .select(({ eb, fn, cast, val, selectFrom }) => [
      'c.id',
      'c.title',
      'c.course_code',
      'c.department_code',
      'c.description',
      't.id as teacher_id',
      fn<string>('trim', [eb(eb('t.first_name', '||', val(' ')), '||', eb.ref('t.last_name'))]).as(
        'teacher_name',
      ),
      't.email as teacher_email',
      selectFrom('enrollments as e')
        .select(fn.countAll<string>().as('n'))
        .whereRef('e.course_id', '=', 'c.id')
        .as('enrolled'),
      'c.max_students',
      'c.credits',
      'c.prerequisites',
      cast<string>('c.start_date', 'text').as('start_date'),
      cast<string>('c.end_date', 'text').as('end_date'),
      eb('c.end_date', '>=', sql<string>`current_date`).as('active'),
    ])
    .$if(filter.id != null, (qb) => qb.where('c.id', '=', filter.id ?? ''))
    .$if(search != null, (qb) =>
      qb.where(({ eb, or, val }) =>
        or([
          eb('c.title', 'ilike', search ?? ''),
          eb('c.course_code', 'ilike', search ?? ''),
          eb(
            eb(eb('t.first_name', '||', val(' ')), '||', eb.ref('t.last_name')),
            'ilike',
            search ?? '',
          ),
        ]),
      ),
    )
    .orderBy('c.title')
    .limit(1000)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    courseCode: r.course_code,
    departmentCode: r.department_code,
    description: r.description,
    teacher: { id: r.teacher_id, name: r.teacher_name, email: r.teacher_email },
    enrolledCount: Number(r.enrolled),
    maxStudents: r.max_students,
    credits: r.credits,
    prerequisites: r.prerequisites,
    startDate: r.start_date,
    endDate: r.end_date,
    status: r.active ? 'Active' : 'Inactive',
  }));
}

export interface AdminCourseActivityRow {
  id: string;
  title: string;
  status: 'draft' | 'published';
  endDate: Date | null;
  /** Students who have started the activity (a conversation each). */
  students: number;
  submitted: number;
}

/**
 * A course's activities, answered or not, so that an admin reaches every activity's
 * insights (the submissions list only shows activities someone has answered).
 */
export async function adminCourseActivities(
  em: EntityManager,
  courseId: string,
): Promise<AdminCourseActivityRow[]> {
  const rows = await kysely(em)
    .selectFrom('activities as a')
    .leftJoin('conversations as v', 'v.activity_id', 'a.id')
    .select(({ fn }) => [
      'a.id',
      'a.title',
      'a.status',
      'a.end_date',
      fn.count<string>('v.id').as('students'),
      fn.count<string>('v.submitted_at').as('submitted'),
    ])
    .where('a.course_id', '=', courseId)
    .groupBy('a.id')
    .orderBy('a.created_at')
    .limit(500)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    status: r.status,
    endDate: r.end_date,
    students: Number(r.students),
    submitted: Number(r.submitted),
  }));
}

/** The teacher a course is given to, chosen from the list the form offers. */
export async function checkTeacher(em: EntityManager, teacherId: string) {
  const teacher = await em.findOne(User, { id: teacherId, role: 'teacher' });
  if (!teacher) throw badInput(text('error.chooseTeacher'));
  return teacher;
}

/** Checked before a course is created or changed, so the message is clear. */
export async function checkCodeFree(em: EntityManager, courseCode: string, exceptId?: string) {
  const taken = await em.count(Course, {
    courseCode,
    ...(exceptId ? { id: { $ne: exceptId } } : {}),
  });
  if (taken) throw conflict(text('error.codeTaken', { code: courseCode }));
}

/** Saves, turning a lost race on the course code into the same clear message. */
export async function flushCourse(em: EntityManager, courseCode: string) {
  try {
    await em.flush();
  } catch (err) {
    if (err instanceof UniqueConstraintViolationException) {
      throw conflict(text('error.codeTaken', { code: courseCode }));
    }
    throw err;
  }
}
