import type { EntityManager } from '@mikro-orm/postgresql';
import { findCourse } from '../../access/courses.ts';
import { badInput } from '../../errors.ts';
import { auditCourseArchive } from '../audit/events.ts';
import type { AuditActor } from '../audit/record.ts';
import { text } from '../../texts/index.ts';

/**
 * Archives an ended course (docs/product.md#archiving): from now on PostgreSQL refuses any
 * change to it or its rows, students no longer see it, its teacher and admins still read it.
 */
export async function archiveCourse(
  em: EntityManager,
  actor: AuditActor,
  courseId: string,
  today: string,
) {
  return em.transactional(async (tx) => {
    const course = await findCourse(tx, {}, courseId);
    if (course.archivedAt) return course;
    if (String(course.endDate) >= today) {
      throw badInput(text('error.archiveRunning'));
    }
    course.archivedAt = new Date();
    await tx.flush();
    await auditCourseArchive(tx, actor, 'course_archived', course);
    return course;
  });
}

/** Makes an archived course an ordinary one again. */
export async function restoreCourse(em: EntityManager, actor: AuditActor, courseId: string) {
  return em.transactional(async (tx) => {
    const course = await findCourse(tx, {}, courseId);
    if (!course.archivedAt) return course;
    course.archivedAt = null;
    await tx.flush();
    await auditCourseArchive(tx, actor, 'course_restored', course);
    return course;
  });
}
