import type { ObjectQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type Expression, type SqlBool, expressionBuilder } from 'kysely';
import type { DB } from '../db/kysely.ts';
import { Course, type ICourse } from '../db/entities/course.ts';
import { notFound } from '../errors.ts';
import { text } from '../texts/index.ts';
import type { Scope } from './scope.ts';

export const COURSE_NOT_FOUND = text('error.courseNotFound');

/** The courses a scope sees (its own and those it co-teaches), for em.find. */
export function courseFilter(scope: Scope): ObjectQuery<ICourse> {
  return scope.teacherId
    ? { $or: [{ teacher: scope.teacherId }, { coTeachers: { teacher: scope.teacherId } }] }
    : {};
}

/**
 * The courses a scope sees, for a typed Kysely query that reads `courses as c`: the one
 * query form of the ownership rule, so every resource's query filters alike.
 */
export function courseSeen(scope: Scope): Expression<SqlBool> {
  const eb = expressionBuilder<DB & { c: DB['courses'] }, 'c'>();
  const { teacherId } = scope;
  if (!teacherId) return eb.lit(true);
  return eb.or([
    eb('c.teacher_id', '=', teacherId),
    eb.exists(
      eb
        .selectFrom('course_teachers as ct')
        .select(eb.lit(1).as('one'))
        .whereRef('ct.course_id', '=', 'c.id')
        .where('ct.teacher_id', '=', teacherId),
    ),
  ]);
}

/** A course the scope sees; another teacher's answers exactly like a missing one. */
export async function findCourse(
  em: EntityManager,
  scope: Scope,
  courseId: string,
): Promise<ICourse> {
  const course = await em.findOne(Course, { id: courseId, ...courseFilter(scope) });
  if (!course) throw notFound(COURSE_NOT_FOUND);
  return course;
}

/** The one row check for a teacher and a course: one of their own. */
export const findOwnCourse = (em: EntityManager, teacherId: string, courseId: string) =>
  findCourse(em, { teacherId }, courseId);

/** The ids of the teacher's courses, for live lists that filter events by course. */
export async function ownCourseIds(em: EntityManager, teacherId: string): Promise<Set<string>> {
  const courses = await em.find(Course, courseFilter({ teacherId }), { fields: ['id'] });
  return new Set(courses.map((c) => c.id));
}
