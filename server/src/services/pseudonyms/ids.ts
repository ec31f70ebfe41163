import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { kysely } from '../../db/kysely.ts';
import { Course } from '../../db/entities/course.ts';

/**
 * A student's id as the teacher of a pseudonymised course sees it: uuid-shaped (RFC 9562
 * version 8), derived from the course's salt, so the same student has unrelated ids in two
 * courses and the real id, the same everywhere, never links their pseudonyms.
 */
export function pseudonymousId(salt: string, studentId: string): string {
  const h = createHash('sha256').update(`id:${salt}:${studentId}`).digest('hex');
  const variant = (8 | (parseInt(h.charAt(16), 16) & 3)).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** The students of a course: enrolled, or with a conversation there. */
async function studentsOf(em: EntityManager, courseIds: string[]) {
  if (courseIds.length === 0) return [];
  const db = kysely(em);
  return db
    .selectFrom('enrollments as e')
    .select(['e.course_id', 'e.student_id'])
    .where('e.course_id', 'in', courseIds)
    .union(
      db
        .selectFrom('conversations as v')
        .innerJoin('activities as a', 'a.id', 'v.activity_id')
        .select(['a.course_id', 'v.student_id'])
        .where('a.course_id', 'in', courseIds),
    )
    .limit(200000)
    .execute();
}

/** A teacher's reference to a student, read back: who, and in which of their courses. */
export interface StudentRef {
  studentId: string;
  /** The courses the reference holds in: one pseudonymised course, or all the others. */
  courseIds: string[];
}

/**
 * Reads a student id a teacher sent back (a filter, a details request). In a pseudonymised
 * course only its pseudonymous id names the student, and only there; a real id names them
 * only in the teacher's other courses. Null when it names no one the teacher may see.
 */
export async function resolveStudentRef(
  em: EntityManager,
  teacherId: string,
  ref: string,
): Promise<StudentRef | null> {
  const courses = await em.find(
    Course,
    { teacher: teacherId },
    { fields: ['id', 'pseudonymised', 'pseudonymSalt'], limit: 5000 },
  );
  const pseudonymised = courses.filter((c) => c.pseudonymised);
  for (const row of await studentsOf(
    em,
    pseudonymised.map((c) => c.id),
  )) {
    const course = pseudonymised.find((c) => c.id === row.course_id);
    if (course && pseudonymousId(course.pseudonymSalt ?? course.id, row.student_id) === ref) {
      return { studentId: row.student_id, courseIds: [course.id] };
    }
  }
  const open = courses.filter((c) => !c.pseudonymised).map((c) => c.id);
  return open.length > 0 ? { studentId: ref, courseIds: open } : null;
}
