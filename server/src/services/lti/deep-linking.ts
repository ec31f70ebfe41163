import type { EntityManager } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { Activity } from '../../db/entities/activity.ts';
import { LtiContext } from '../../db/entities/lti-context.ts';
import { LtiPlatform } from '../../db/entities/lti-platform.ts';
import { badInput, forbidden, notFound } from '../../errors.ts';
import { defaultModel } from '../../rag/answer/models.ts';
import { allocateContentCode } from '../content-code.ts';
import { CLAIM, MESSAGE } from './claims.ts';
import { ACTIVITY_PARAM } from './launch.ts';
import { signToolJwt, verifyToolJwt } from './keys.ts';
import { SCORE_MAXIMUM, wantLineItem } from './line-items.ts';
import { onPlatform } from './service-token.ts';
import { toolUrls } from './tool-urls.ts';
import type { VerifiedLaunch } from './verify.ts';
import { text } from '../../texts/index.ts';

const REQUEST_TTL_S = 60 * 60;
export const DEEP_LINK_PATH = '/lti/deep-link';

const pending = z.object({
  sub: z.uuid(),
  platformId: z.uuid(),
  contextId: z.uuid(),
  deploymentId: z.string(),
  returnUrl: z.url(),
  data: z.string().optional(),
});
export type DeepLinkRequest = z.infer<typeof pending>;

/**
 * A deep-linking launch's settings, carried to the picker in a JWT the tool signs (an hour,
 * for the teacher who launched): the picker needs no table, and nobody can change where
 * the answer goes.
 */
export async function deepLinkPath(
  em: EntityManager,
  publicUrl: string,
  launch: VerifiedLaunch,
  userId: string,
  contextId: string,
): Promise<string> {
  const settings = launch.claims[CLAIM.deepLinkingSettings];
  if (!settings) throw badInput(text('lti.error.noDeepLinking'));
  const request: DeepLinkRequest = {
    sub: userId,
    platformId: launch.platform.id,
    contextId,
    deploymentId: launch.deployment.deploymentId,
    returnUrl: settings.deep_link_return_url,
    ...(settings.data ? { data: settings.data } : {}),
  };
  const jwt = await signToolJwt(em, request, {
    issuer: publicUrl,
    audience: `${publicUrl}${DEEP_LINK_PATH}`,
    ttlSeconds: REQUEST_TTL_S,
  });
  return `${DEEP_LINK_PATH}?request=${jwt}`;
}

/** The picker's request, checked: signed here, not expired, for this teacher. */
export async function readDeepLinkRequest(
  em: EntityManager,
  publicUrl: string,
  jwt: string,
  userId: string,
): Promise<DeepLinkRequest> {
  let request: DeepLinkRequest;
  try {
    const payload = await verifyToolJwt(em, jwt, {
      issuer: publicUrl,
      audience: `${publicUrl}${DEEP_LINK_PATH}`,
    });
    request = pending.parse(payload);
  } catch {
    throw forbidden(text('lti.error.choiceExpired'));
  }
  if (request.sub !== userId) throw forbidden(text('lti.error.choiceOthers'));
  return request;
}

/** The course's activities a teacher may place in the LMS. */
export async function deepLinkChoices(em: EntityManager, request: DeepLinkRequest) {
  const context = await em.findOneOrFail(
    LtiContext,
    { id: request.contextId },
    { populate: ['course'], failHandler: () => notFound(text('lti.error.lmsCourseNotFound')) },
  );
  const activities = await em.find(
    Activity,
    { course: context.course.id },
    { orderBy: { createdAt: 'asc' }, limit: 200, fields: ['id', 'title', 'status'] },
  );
  return { context, course: context.course, activities };
}

/**
 * The LtiDeepLinkingResponse: one LTI resource link that opens the chosen (or a new draft)
 * activity, with a line item out of 100 when graded, signed by the tool for the platform.
 */
export async function deepLinkResponse(
  em: EntityManager,
  config: Config,
  request: DeepLinkRequest,
  choice: { activityId?: string | undefined; newTitle?: string | undefined; graded: boolean },
): Promise<{ returnUrl: string; jwt: string; returnOrigin: string }> {
  const platform = await em.findOneOrFail(LtiPlatform, { id: request.platformId });
  if (!platform.enabled) throw forbidden(text('lti.error.platformOff'));
  if (!onPlatform(platform, request.returnUrl)) {
    throw badInput(text('lti.error.otherHost'));
  }
  const { context, course } = await deepLinkChoices(em, request);
  let activity;
  if (choice.activityId) {
    activity = await em.findOne(Activity, { id: choice.activityId, course: course.id });
    if (!activity) throw notFound(text('error.activityNotFound'));
  } else {
    const title = choice.newTitle?.trim().slice(0, 200);
    if (!title) throw badInput(text('lti.error.titleRequired'));
    activity = em.create(Activity, {
      course,
      title,
      model: defaultModel(config),
      contentCode: await allocateContentCode(em, course.courseCode),
    });
    await em.flush();
  }
  // A graded activity's column is made (or found again) by the tool where the LMS lets it
  // manage line items, so placing an activity twice reuses one column; elsewhere the LMS
  // makes it from the item's lineItem.
  const managed = choice.graded && (await wantLineItem(em, context, activity));
  const item = {
    type: 'ltiResourceLink',
    title: activity.title,
    url: toolUrls(config.publicUrl).launch,
    custom: { [ACTIVITY_PARAM]: activity.id },
    ...(choice.graded && !managed
      ? {
          lineItem: {
            scoreMaximum: SCORE_MAXIMUM,
            label: activity.title,
            resourceId: activity.id,
          },
        }
      : {}),
  };
  const jwt = await signToolJwt(
    em,
    {
      nonce: randomBytes(16).toString('base64url'),
      [CLAIM.messageType]: MESSAGE.deepLinkingResponse,
      [CLAIM.version]: '1.3.0',
      [CLAIM.deploymentId]: request.deploymentId,
      [CLAIM.contentItems]: [item],
      ...(request.data ? { [CLAIM.deepLinkingData]: request.data } : {}),
    },
    { issuer: platform.clientId, audience: platform.issuer },
  );
  return { returnUrl: request.returnUrl, jwt, returnOrigin: new URL(request.returnUrl).origin };
}
