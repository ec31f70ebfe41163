import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Course, type ICourse } from '../../db/entities/course.ts';
import { Enrollment } from '../../db/entities/enrollment.ts';
import type { INotification } from '../../db/entities/notification.ts';
import { kysely } from '../../db/kysely.ts';
import { User } from '../../db/entities/user.ts';
import { type AppError, badInput, notFound } from '../../errors.ts';
import { text } from '../../texts/index.ts';
import { auditEnrollments } from '../audit/events.ts';
import type { AuditActor } from '../audit/record.ts';
import { createNotifications } from '../notifications.ts';
import { containsPattern } from '../search.ts';
import { enrollmentNotice } from './enrollment-notice.ts';

/** The course an admin manages enrollments of; locked, it holds its places until commit. */
export function findEnrollmentCourse(em: EntityManager, id: string, lock = false) {
  return em.findOneOrFail(
    Course,
    { id },
    {
      ...(lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {}),
      failHandler: () => notFound(text('error.noCourseSelected')),
    },
  );
}

function noRoom(taken: number, max: number, selected: number): AppError {
  const free = max - taken;
  return badInput(
    free <= 0
      ? text('error.courseFull', { taken, max })
      : text('error.placesLeft', { free, taken, max, selected }),
  );
}

export interface EnrolledStudents {
  course: ICourse;
  /** Ids of the students enrolled now (not those who already were). */
  enrolled: string[];
  alreadyEnrolled: number;
  /** Their notifications, saved; to announce once committed. */
  notices: INotification[];
}

/**
 * Enrolls students in a course, all or none: each must be a student, and together they must
 * fit in the places left. Students already enrolled are counted, not enrolled twice. Each
 * student enrolled is an audit entry of the same transaction.
 */
export async function enrollStudents(
  em: EntityManager,
  actor: AuditActor,
  courseId: string,
  studentIds: string[],
): Promise<EnrolledStudents> {
  const ids = [...new Set(studentIds)];
  return em.transactional(async (tx) => {
    const students = await tx.count(User, { id: { $in: ids }, role: 'student' });
    if (students !== ids.length) {
      throw notFound(text('error.studentNotFound'));
    }
    // Locking the course row makes the capacity check hold when two admins enroll at once.
    const course = await findEnrollmentCourse(tx, courseId, true);
    const [taken, existing] = await Promise.all([
      tx.count(Enrollment, { course: course.id }),
      tx.find(Enrollment, { course: course.id, student: { $in: ids } }, { fields: ['student'] }),
    ]);
    const already = new Set(existing.map((e) => e.student.id));
    const enrolled = ids.filter((id) => !already.has(id));
    if (taken + enrolled.length > course.maxStudents) {
      throw noRoom(taken, course.maxStudents, enrolled.length);
    }
    for (const student of enrolled) tx.create(Enrollment, { course, student });
    const notices = createNotifications(tx, enrolled, enrollmentNotice(course));
    await tx.flush();
    await auditEnrollments(tx, actor, 'enrollment_added', course, enrolled);
    return { course, enrolled, alreadyEnrolled: already.size, notices };
  });
}

export interface EnrollmentCandidate {
  id: string;
  name: string;
  email: string;
}

/** Students not yet enrolled in the course whose name or email contains `search`. */
export function enrollmentCandidates(
  em: EntityManager,
  courseId: string,
  search: string | undefined,
): Promise<EnrollmentCandidate[]> {
  const like = containsPattern(search);
  let candidates = kysely(em)
    .selectFrom('users as u')
    .select(({ fn, val }) => [
      'u.id',
      fn<string>('trim', [fn('concat_ws', [val(' '), 'u.first_name', 'u.last_name'])]).as('name'),
      'u.email',
    ])
    .where('u.role', '=', 'student')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('enrollments as e')
            .select('e.id')
            .where('e.course_id', '=', courseId)
            .whereRef('e.student_id', '=', 'u.id'),
        ),
      ),
    )
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .limit(50);
  if (like) {
    candidates = candidates.where(({ eb, fn, val, or }) =>
      or([
        eb(fn('concat_ws', [val(' '), 'u.first_name', 'u.last_name']), 'ilike', like),
        eb('u.email', 'ilike', like),
      ]),
    );
  }
  return candidates.execute();
}

export const NOT_ENROLLED = text('error.notEnrolled');

/** Takes a student out of a course, audited; one who is not in it is the not-found error. */
export async function unenrollStudent(
  em: EntityManager,
  actor: AuditActor,
  courseId: string,
  studentId: string,
): Promise<ICourse> {
  return em.transactional(async (tx) => {
    const course = await findEnrollmentCourse(tx, courseId);
    const deleted = await tx.nativeDelete(Enrollment, { course: course.id, student: studentId });
    if (!deleted) throw notFound(NOT_ENROLLED);
    await auditEnrollments(tx, actor, 'enrollment_removed', course, [studentId]);
    return course;
  });
}
