import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
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
  const rows = await em.getConnection().execute<
    {
      id: string;
      title: string;
      course_code: string;
      department_code: string;
      description: string;
      teacher_id: string;
      teacher_name: string;
      teacher_email: string;
      enrolled: string;
      max_students: number;
      credits: number;
      prerequisites: string | null;
      start_date: string;
      end_date: string;
      active: boolean;
    }[]
  >(
    `select c.id, c.title, c.course_code, c.department_code, c.description,
            t.id as teacher_id, trim(t.first_name || ' ' || t.last_name) as teacher_name, t.email as teacher_email,
            (select count(*) from enrollments e where e.course_id = c.id) as enrolled,
            c.max_students, c.credits, c.prerequisites,
            c.start_date::text as start_date, c.end_date::text as end_date, c.end_date >= current_date as active
       from courses c join users t on t.id = c.teacher_id
      where (?::uuid is null or c.id = ?::uuid)
        and (?::text is null or c.title ilike ? or c.course_code ilike ? or t.first_name || ' ' || t.last_name ilike ?)
      order by c.title
      limit 1000`,
    [filter.id ?? null, filter.id ?? null, search, search, search, search],
  );
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
  const rows = await em.getConnection().execute<
    {
      id: string;
      title: string;
      status: 'draft' | 'published';
      end_date: Date | null;
      students: string;
      submitted: string;
    }[]
  >(
    `select a.id, a.title, a.status, a.end_date,
            count(v.id) as students, count(v.submitted_at) as submitted
       from activities a left join conversations v on v.activity_id = a.id
      where a.course_id = ?
      group by a.id
      order by a.created_at
      limit 500`,
    [courseId],
  );
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
