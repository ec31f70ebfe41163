import type { EntityManager } from '@mikro-orm/postgresql';
import { courseFilter, courseSql } from '../../access/courses.ts';
import { Enrollment } from '../../db/entities/enrollment.ts';
import { User } from '../../db/entities/user.ts';
import { notFound } from '../../errors.ts';
import { text } from '../../texts/index.ts';
import { resolveStudentRef } from '../pseudonyms/ids.ts';
import { containsPattern } from '../search.ts';
import { percent } from '../student-views.ts';
import { chatSecondsByStudent, engagementLevel, weekBefore } from './engagement.ts';

export interface TeacherStudentRow {
  studentId: string;
  name: string;
  email: string;
  courseId: string;
  courseTitle: string;
  lastActive: Date | null;
}

/** One row per student and course of the teacher's, with the student's last message there. */
export async function listTeacherStudents(
  em: EntityManager,
  teacherId: string,
  filters: { search?: string; courseId?: string },
): Promise<TeacherStudentRow[]> {
  const like = containsPattern(filters.search);
  const courses = courseSql({ teacherId });
  const rows = await em.getConnection().execute<
    {
      student_id: string;
      name: string;
      email: string;
      course_id: string;
      course_title: string;
      last_active: string | null;
    }[]
  >(
    `select u.id as student_id, trim(u.first_name || ' ' || u.last_name) as name, u.email,
            c.id as course_id, c.title as course_title,
            (select max(m.created_at)::text from messages m
               join conversations cv on cv.id = m.conversation_id
               join activities a on a.id = cv.activity_id
              where a.course_id = c.id and cv.student_id = u.id and m.sender = 'user') as last_active
       from enrollments e join courses c on c.id = e.course_id join users u on u.id = e.student_id
      where ${courses.sql} and (?::uuid is null or c.id = ?::uuid)
        and (?::text is null or u.first_name || ' ' || u.last_name ilike ? or u.email ilike ?)
      order by u.last_name, u.first_name, c.title
      limit 5000`,
    [...courses.params, filters.courseId ?? null, filters.courseId ?? null, like, like, like],
  );
  return rows.map((r) => ({
    studentId: r.student_id,
    name: r.name,
    email: r.email,
    courseId: r.course_id,
    courseTitle: r.course_title,
    lastActive: r.last_active ? new Date(r.last_active) : null,
  }));
}

export const STUDENT_NOT_FOUND = text('error.studentNotFound');

/**
 * Real completion, chat time and engagement of one of the teacher's students (in one of
 * their courses, when given); not found when the student is not enrolled with them. The
 * student is the id the teacher was shown: in a pseudonymised course its pseudonymous id,
 * which names them in that course only (pseudonyms/ids.ts). Minutes are unrounded: the web
 * rounds them once, as it does the dashboard's. `studentId` is the real one, for masking.
 */
export async function teacherStudentDetails(
  em: EntityManager,
  teacherId: string,
  input: { studentId: string; courseId?: string },
) {
  const ref = await resolveStudentRef(em, teacherId, input.studentId);
  const courseIds = (ref?.courseIds ?? []).filter((id) => !input.courseId || id === input.courseId);
  if (!ref || courseIds.length === 0) throw notFound(STUDENT_NOT_FOUND);
  const studentId = ref.studentId;
  const enrolled = await em.count(Enrollment, {
    student: studentId,
    course: { ...courseFilter({ teacherId }), id: { $in: courseIds } },
  });
  if (!enrolled) throw notFound(STUDENT_NOT_FOUND);
  const courses = courseSql({ teacherId });
  const inCourses = `{${courseIds.join(',')}}`;
  const [row] = await em.getConnection().execute<{ total: string; completed: string }[]>(
    `select count(a.id) as total, count(cv.id) filter (where cv.status = 'completed') as completed
       from enrollments e join courses c on c.id = e.course_id
       join activities a on a.course_id = c.id and a.status = 'published'
       left join conversations cv on cv.activity_id = a.id and cv.student_id = e.student_id
      where ${courses.sql} and e.student_id = ? and c.id = any(?::uuid[])`,
    [...courses.params, studentId, inCourses],
  );
  const student = await em.findOneOrFail(User, { id: studentId });
  const scope = { teacherId, studentId, courseIds };
  const week = weekBefore();
  const [allTime, thisWeek] = await Promise.all([
    chatSecondsByStudent(em, scope, new Date(0), week.to),
    chatSecondsByStudent(em, scope, week.from, week.to),
  ]);
  const usage = allTime.get(studentId);
  const total = Number(row?.total ?? 0);
  const completed = Number(row?.completed ?? 0);
  return {
    studentId,
    /** One pseudonymised course, or only ordinary ones: what the caller masks by. */
    courseIds,
    name: `${student.firstName} ${student.lastName}`.trim(),
    email: student.email,
    completed,
    total,
    completion: percent(completed, total),
    averageSessionMinutes: usage && usage.sessions ? usage.seconds / usage.sessions / 60 : 0,
    /** The dashboard's Student Activity for this one student. */
    chatMinutesThisWeek: (thisWeek.get(studentId)?.seconds ?? 0) / 60,
    messageCount: usage?.messages ?? 0,
    engagement: engagementLevel(usage?.messages ?? 0),
  };
}
