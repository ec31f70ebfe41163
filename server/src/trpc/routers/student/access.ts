import type { EntityManager } from '@mikro-orm/postgresql';
import { TRPCError } from '@trpc/server';
import { Activity, type IActivity } from '../../../db/entities/activity.ts';

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
    { id: activityId, status: 'published', course: { enrollments: { student: studentId } } },
    { populate: ['course'] },
  );
  if (!activity) throw new TRPCError({ code: 'NOT_FOUND', message: 'Activity not found' });
  return activity;
}
