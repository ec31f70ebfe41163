import type { EntityManager } from '@mikro-orm/postgresql';
import { findCourse } from '../../access/courses.ts';
import { badInput } from '../../errors.ts';

/**
 * Archives an ended course (docs/product.md#archiving): from now on PostgreSQL refuses any
 * change to it or its rows, students no longer see it, its teacher and admins still read it.
 */
export async function archiveCourse(em: EntityManager, courseId: string, today: string) {
  const course = await findCourse(em, {}, courseId);
  if (course.archivedAt) return course;
  if (String(course.endDate) >= today) {
    throw badInput('Only a course that has ended can be archived.');
  }
  course.archivedAt = new Date();
  await em.flush();
  return course;
}

/** Makes an archived course an ordinary one again. */
export async function restoreCourse(em: EntityManager, courseId: string) {
  const course = await findCourse(em, {}, courseId);
  course.archivedAt = null;
  await em.flush();
  return course;
}
