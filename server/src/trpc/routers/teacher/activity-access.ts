import type { EntityManager } from '@mikro-orm/postgresql';
import { TRPCError } from '@trpc/server';
import { Activity, type IActivity } from '../../../db/entities/activity.ts';

/**
 * The one row check for a teacher and an activity: it must belong to one of their
 * courses. Another teacher's activity answers exactly like a missing one.
 */
export async function findOwnActivity(
  em: EntityManager,
  teacherId: string,
  activityId: string,
): Promise<IActivity> {
  const activity = await em.findOne(
    Activity,
    { id: activityId, course: { teacher: teacherId } },
    { populate: ['course'] },
  );
  if (!activity)
    throw new TRPCError({
      code: 'NOT_FOUND',
      message: `Activity details not found for ID: ${activityId}`,
    });
  return activity;
}
