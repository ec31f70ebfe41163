import type { EntityManager } from '@mikro-orm/postgresql';
import { Activity } from '../../db/entities/activity.ts';
import type { ILtiContext } from '../../db/entities/lti-context.ts';
import { LtiPlatform } from '../../db/entities/lti-platform.ts';
import { type ILtiResourceLink, LtiResourceLink } from '../../db/entities/lti-resource-link.ts';
import type { IUser } from '../../db/entities/user.ts';
import { CLAIM, type LaunchClaims, launchRole, MESSAGE } from './claims.ts';
import { courseFor } from './courses.ts';
import { LaunchRefused } from './errors.ts';
import { personFor } from './people.ts';
import type { VerifiedLaunch } from './verify.ts';

/** The custom parameter a deep-linked resource carries: the activity it opens. */
export const ACTIVITY_PARAM = 'teachchat_activity';

export interface Landing {
  user: IUser;
  /** Where the browser goes next (a path of the web app). */
  path: string;
  context: ILtiContext | null;
  resourceLink: ILtiResourceLink | null;
  /** A deep-linking request: the teacher goes to the picker (deep-linking.ts). */
  deepLinking: boolean;
}

async function resourceLinkFor(
  em: EntityManager,
  context: ILtiContext,
  claims: LaunchClaims,
): Promise<ILtiResourceLink | null> {
  const resource = claims[CLAIM.resourceLink];
  if (!resource) return null;
  let link = await em.findOne(LtiResourceLink, {
    context: context.id,
    resourceLinkId: resource.id,
  });
  link ??= em.create(LtiResourceLink, { context, resourceLinkId: resource.id });
  // Only an activity of this context's own course: the custom claim comes from a deep link
  // of this tool, but a course copy in the LMS can carry a link into another course.
  const wanted = claims[CLAIM.custom]?.[ACTIVITY_PARAM];
  if (typeof wanted === 'string' && /^[0-9a-f-]{36}$/.test(wanted)) {
    const activity = await em.findOne(Activity, { id: wanted, course: context.course.id });
    if (activity) link.activity = activity;
  }
  const lineItem = claims[CLAIM.gradeService]?.lineitem;
  if (lineItem) link.lineItemUrl = lineItem;
  await em.flush();
  return link;
}

function pathFor(
  role: 'admin' | 'teacher' | 'student',
  context: ILtiContext | null,
  link: ILtiResourceLink | null,
): string {
  const activityId = link?.activity?.id;
  if (role === 'admin') return '/admin_page';
  if (role === 'teacher') {
    return activityId
      ? `/student_responses?activityId=${activityId}`
      : context
        ? `/activities?courseId=${context.course.id}`
        : '/teacher_dashboard';
  }
  if (activityId) return `/student_activity/${activityId}`;
  return context
    ? `/student_course/${encodeURIComponent(context.course.courseCode)}`
    : '/student_dashboard';
}

/**
 * What a verified launch does: the person (by issuer and subject), their course and
 * enrollment, the resource link and its activity, and where they land: a student in the
 * activity's chat, a teacher in its responses (or, to place a new link, the picker).
 */
export async function landLaunch(em: EntityManager, launch: VerifiedLaunch): Promise<Landing> {
  const { claims } = launch;
  // Read in this entity manager: a retried landing runs in a fresh one.
  const platform = await em.findOneOrFail(LtiPlatform, { id: launch.platform.id });
  const role = launchRole(claims[CLAIM.roles], platform.adminsAreAdmins);
  if (!role) throw new LaunchRefused('no_role');
  const user = await personFor(em, platform, claims, role);
  const context = await courseFor(em, platform, claims, user, role);
  const resourceLink = context ? await resourceLinkFor(em, context, claims) : null;
  const deepLinking = claims[CLAIM.messageType] === MESSAGE.deepLinking;
  if (deepLinking && (role !== 'teacher' || !context)) throw new LaunchRefused('no_role');
  return { user, path: pathFor(role, context, resourceLink), context, resourceLink, deepLinking };
}
