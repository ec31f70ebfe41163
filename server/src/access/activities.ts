import type { ObjectQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Activity, type IActivity } from '../db/entities/activity.ts';
import { type Prepared, runPrepared } from '../db/prepared.ts';
import { forbidden, notFound } from '../errors.ts';
import { text } from '../texts/index.ts';
import { courseFilter } from './courses.ts';
import type { Scope } from './scope.ts';

export const activityNotFound = (activityId: string) =>
  text('error.activityDetailsNotFound', { id: activityId });
export const STUDENT_ACTIVITY_NOT_FOUND = text('error.activityNotFound');

/** The activities a scope sees (those of its courses), for em.find. */
export function activityFilter(scope: Scope): ObjectQuery<IActivity> {
  return scope.teacherId ? { course: courseFilter(scope) } : {};
}

/**
 * The activities a student sees: published, in a course they are enrolled in that is not
 * archived (docs/product.md#archiving).
 */
export function studentActivityFilter(studentId: string): ObjectQuery<IActivity> {
  return {
    status: 'published',
    course: { archivedAt: null, enrollments: { student: studentId } },
  };
}

/**
 * studentActivityFilter in SQL, for the prepared statements that check it (db/prepared.ts):
 * the condition on an activity `a` with id $1 that student $2 sees.
 */
export const STUDENT_SEES_ACTIVITY_SQL = `a.id = $1::uuid and a.status = 'published'
     and exists (select 1 from enrollments e where e.course_id = a.course_id and e.student_id = $2::uuid)
     and exists (select 1 from courses c where c.id = a.course_id and c.archived_at is null)`;

/**
 * An activity the scope sees, with its course. Another teacher's activity answers exactly
 * like a missing one.
 */
export async function findActivity(
  em: EntityManager,
  scope: Scope,
  activityId: string,
): Promise<IActivity> {
  const activity = await em.findOne(
    Activity,
    { id: activityId, ...activityFilter(scope) },
    { populate: ['course'] },
  );
  if (!activity) throw notFound(activityNotFound(activityId));
  return activity;
}

/** The one row check for a teacher and an activity: one of their courses' activities. */
export const findOwnActivity = (em: EntityManager, teacherId: string, activityId: string) =>
  findActivity(em, { teacherId }, activityId);

/**
 * The one row check for a student and an activity: published, in a course the student is
 * enrolled in. Anything else is "Activity not found", so nothing leaks.
 */
export async function findStudentActivity(
  em: EntityManager,
  studentId: string,
  activityId: string,
): Promise<IActivity> {
  const activity = await em.findOne(
    Activity,
    { id: activityId, ...studentActivityFilter(studentId) },
    { populate: ['course'] },
  );
  if (!activity) throw notFound(STUDENT_ACTIVITY_NOT_FOUND);
  return activity;
}

// The rule above with the caller's role: a live chat checks both again with every question
// once the last check is LIVE_ACCESS_RECHECK_MS old. Prepared (db/prepared.ts), so written
// by hand: on a turn's path.
const STUDENT_SEES_ACTIVITY: Prepared = {
  name: 'student_sees_activity',
  text: `select exists (select 1 from users where id = $2::uuid and role = 'student') as student,
                exists (select 1 from activities a where ${STUDENT_SEES_ACTIVITY_SQL}) as sees`,
};

/**
 * findStudentActivity's check alone, for a view that already has the activity, with the
 * caller's role: still a student, and still one who sees it.
 */
export async function ensureStudentSeesActivity(
  em: EntityManager,
  studentId: string,
  activityId: string,
): Promise<void> {
  const [row] = await runPrepared<{ student: boolean; sees: boolean }>(
    em.getConnection(),
    STUDENT_SEES_ACTIVITY,
    [activityId, studentId],
  );
  if (!row?.student) throw forbidden(text('error.wrongRole'));
  if (!row.sees) throw notFound(STUDENT_ACTIVITY_NOT_FOUND);
}
