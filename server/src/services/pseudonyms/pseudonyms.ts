import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Kysely } from 'kysely';
import { type DB, kysely } from '../../db/kysely.ts';
import { Course } from '../../db/entities/course.ts';
import { pseudonymousId } from './ids.ts';

/** The domain of pseudonymous handles: reserved (RFC 2606), so never a real address. */
const DOMAIN = 'pseudonym.invalid';

export interface Pseudonym {
  name: string;
  email: string;
  /** The id the teacher sees in place of the student's (ids.ts). */
  id: string;
}

/** "Student 4F2A9C": stable for one student in one course, unrelated across courses. */
export function pseudonymOf(salt: string, studentId: string): Pseudonym {
  const code = createHash('sha256').update(`${salt}:${studentId}`).digest('hex').slice(0, 6);
  return {
    name: `Student ${code.toUpperCase()}`,
    email: `student-${code}@${DOMAIN}`,
    id: pseudonymousId(salt, studentId),
  };
}

export const isPseudonymEmail = (email: string) => email.toLowerCase().endsWith(`@${DOMAIN}`);

export const newSalt = () => randomBytes(16).toString('hex');

/**
 * Pseudonyms for the given courses' rows: a course that is not pseudonymised gives null
 * (the real name stays). Keyed by course id or code.
 */
export async function loadPseudonymiser(em: EntityManager, courseIds: string[]) {
  const courses = courseIds.length
    ? await em.find(
        Course,
        { id: { $in: [...new Set(courseIds)] }, pseudonymised: true },
        { fields: ['id', 'courseCode', 'pseudonymSalt'] },
      )
    : [];
  const salts = new Map<string, string>();
  for (const c of courses) {
    const salt = c.pseudonymSalt ?? c.id;
    salts.set(c.id, salt);
    salts.set(c.courseCode, salt);
  }
  return (course: string, studentId: string): Pseudonym | null => {
    const salt = salts.get(course);
    return salt ? pseudonymOf(salt, studentId) : null;
  };
}

/**
 * The student behind a pseudonymous handle in a course: the one enrolled, or with a
 * conversation there, whose pseudonym it is. Null when none is.
 */
export async function resolvePseudonym(
  em: EntityManager,
  courseId: string,
  email: string,
): Promise<string | null> {
  const course = await em.findOne(Course, { id: courseId, pseudonymised: true });
  if (!course) return null;
  const salt = course.pseudonymSalt ?? course.id;
  const rows = await studentsOfCourse(kysely(em), courseId).execute();
  const wanted = email.toLowerCase();
  return rows.find((r) => pseudonymOf(salt, r.id).email === wanted)?.id ?? null;
}

/** How the course's teacher sees a student: their pseudonym while review is on, else them. */
export function asTeacherSees(
  course: { id: string; pseudonymised: boolean; pseudonymSalt?: string | null },
  student: { id: string; firstName: string; lastName: string; email: string },
): Pseudonym {
  return course.pseudonymised
    ? pseudonymOf(course.pseudonymSalt ?? course.id, student.id)
    : {
        name: `${student.firstName} ${student.lastName}`.trim(),
        email: student.email,
        id: student.id,
      };
}

/** The students of a course, enrolled or with a conversation there: their ids, and more. */
export function studentsOfCourse(db: Kysely<DB>, courseId: string) {
  return db
    .selectFrom('users as u')
    .distinct()
    .select('u.id')
    .where('u.role', '=', 'student')
    .where(({ or, exists, selectFrom, lit }) =>
      or([
        exists(
          selectFrom('enrollments as e')
            .select(lit(1).as('one'))
            .where('e.course_id', '=', courseId)
            .whereRef('e.student_id', '=', 'u.id'),
        ),
        exists(
          selectFrom('conversations as v')
            .innerJoin('activities as a', 'a.id', 'v.activity_id')
            .select(lit(1).as('one'))
            .where('a.course_id', '=', courseId)
            .whereRef('v.student_id', '=', 'u.id'),
        ),
      ]),
    )
    .limit(100000);
}
