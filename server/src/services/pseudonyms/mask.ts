import type { EntityManager } from '@mikro-orm/postgresql';
import { kysely } from '../../db/kysely.ts';
import { User } from '../../db/entities/user.ts';
import { loadPseudonymiser, studentsOfCourse } from './pseudonyms.ts';

/**
 * A teacher's rows of pseudonymised courses with each student's pseudonym in place of their
 * name and email, and their pseudonymous id in place of their id
 * (docs/product.md#pseudonymised-review); rows of other courses unchanged.
 */
export async function maskRows<T extends { courseId: string; studentId: string }>(
  em: EntityManager,
  rows: T[],
  fields: { name: keyof T; email: keyof T },
): Promise<T[]> {
  const pseudonymOf = await loadPseudonymiser(
    em,
    rows.map((r) => r.courseId),
  );
  return rows.map((r) => {
    const p = pseudonymOf(r.courseId, r.studentId);
    return p ? { ...r, [fields.name]: p.name, [fields.email]: p.email, studentId: p.id } : r;
  });
}

/** Questions to the teacher, which name their course by code and student by email. */
export async function maskQuestions<
  Q extends { course: { code: string }; student: { name: string; email: string } },
>(em: EntityManager, questions: Q[]): Promise<Q[]> {
  if (questions.length === 0) return questions;
  const codes = [...new Set(questions.map((q) => q.course.code))];
  const courses = await kysely(em)
    .selectFrom('courses')
    .select(['id', 'course_code'])
    .where('course_code', 'in', codes)
    .execute();
  const pseudonymOf = await loadPseudonymiser(
    em,
    courses.map((c) => c.id),
  );
  const students = await em.find(
    User,
    { email: { $in: [...new Set(questions.map((q) => q.student.email))] } },
    { fields: ['id', 'email'] },
  );
  const idOf = new Map(students.map((s) => [s.email, s.id]));
  return questions.map((q) => {
    const id = idOf.get(q.student.email);
    const p = id ? pseudonymOf(q.course.code, id) : null;
    return p ? { ...q, student: { ...q.student, name: p.name, email: p.email } } : q;
  });
}

/** Replaces every string that is exactly a key of `swap` with its value, anywhere in `value`. */
function swapStrings(value: unknown, swap: Map<string, string>): unknown {
  if (typeof value === 'string') return swap.get(value) ?? value;
  if (Array.isArray(value)) return value.map((v) => swapStrings(v, swap));
  if (value instanceof Date || value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, swapStrings(v, swap)]));
}

/**
 * A payload about one course (an activity's insights) with each of its students' name,
 * email and id, wherever they appear as a value, replaced by their pseudonym when the
 * course is pseudonymised. Text the students wrote is left as they wrote it.
 */
export async function maskCoursePayload<T>(em: EntityManager, courseId: string, payload: T) {
  const pseudonymOf = await loadPseudonymiser(em, [courseId]);
  if (!pseudonymOf(courseId, '')) return payload;
  const students = await studentsOfCourse(kysely(em), courseId)
    .select(['u.email', 'u.first_name', 'u.last_name'])
    .execute();
  const swap = new Map<string, string>();
  for (const s of students) {
    const p = pseudonymOf(courseId, s.id);
    if (!p) continue;
    swap.set(s.email, p.email);
    swap.set(`${s.first_name} ${s.last_name}`.trim(), p.name);
    swap.set(s.id, p.id);
  }
  return swapStrings(payload, swap) as T;
}
