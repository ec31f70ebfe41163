import type { EntityManager } from '@mikro-orm/postgresql';
import { kysely } from '../../db/kysely.ts';
import { courseFilter, courseSeen } from '../../access/courses.ts';
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
  const rows = await kysely(em)
    .selectFrom('enrollments as e')
    .innerJoin('courses as c', 'c.id', 'e.course_id')
    .innerJoin('users as u', 'u.id', 'e.student_id')
    .select(({ eb, fn, val, selectFrom }) => [
      'u.id as student_id',
      fn<string>('trim', [eb(eb('u.first_name', '||', val(' ')), '||', eb.ref('u.last_name'))]).as(
        'name',
      ),
      'u.email',
      'c.id as course_id',
      'c.title as course_title',
      selectFrom('messages as m')
        .innerJoin('conversations as cv', 'cv.id', 'm.conversation_id')
        .innerJoin('activities as a', 'a.id', 'cv.activity_id')
        .select((inner) => inner.cast<string | null>(inner.fn.max('m.created_at'), 'text').as('at'))
        .whereRef('a.course_id', '=', 'c.id')
        .whereRef('cv.student_id', '=', 'u.id')
        .where('m.sender', '=', 'user')
        .as('last_active'),
    ])
    .where(courseSeen({ teacherId }))
    .$if(filters.courseId != null, (qb) => qb.where('c.id', '=', filters.courseId ?? ''))
    .$if(like != null, (qb) =>
      qb.where(({ eb, or, val }) =>
        or([
          eb(
            eb(eb('u.first_name', '||', val(' ')), '||', eb.ref('u.last_name')),
            'ilike',
            like ?? '',
          ),
          eb('u.email', 'ilike', like ?? ''),
        ]),
      ),
    )
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .orderBy('c.title')
    .limit(5000)
    .execute();
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
  const row = await kysely(em)
    .selectFrom('enrollments as e')
    .innerJoin('courses as c', 'c.id', 'e.course_id')
    .innerJoin('activities as a', (join) =>
      join.onRef('a.course_id', '=', 'c.id').on('a.status', '=', 'published'),
    )
    .leftJoin('conversations as cv', (join) =>
      join.onRef('cv.activity_id', '=', 'a.id').onRef('cv.student_id', '=', 'e.student_id'),
    )
    .select(({ fn }) => [
      fn.count<string>('a.id').as('total'),
      fn.count<string>('cv.id').filterWhere('cv.status', '=', 'completed').as('completed'),
    ])
    .where(courseSeen({ teacherId }))
    .where('e.student_id', '=', studentId)
    .where('c.id', 'in', courseIds)
    .executeTakeFirst();
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
