import type { EntityManager } from '@mikro-orm/postgresql';
import { LtiAccount } from '../../db/entities/lti-account.ts';
import { LtiLineItem } from '../../db/entities/lti-line-item.ts';
import type { ILtiPlatform } from '../../db/entities/lti-platform.ts';
import type { ILtiResourceLink } from '../../db/entities/lti-resource-link.ts';
import { SCOPE } from './claims.ts';
import { onPlatform, serviceToken } from './service-token.ts';

/** Where a link's scores go: the tool's column for the activity, else the link's own. */
export async function lineItemOf(
  em: EntityManager,
  link: ILtiResourceLink,
): Promise<string | null> {
  if (link.activity) {
    const managed = await em.findOne(LtiLineItem, {
      context: link.context.id,
      activity: link.activity.id,
      url: { $ne: null },
    });
    if (managed?.url) return managed.url;
  }
  return link.lineItemUrl ?? null;
}

/** AGS wants the scores service beside the line item, before its query string. */
function scoresUrl(lineItem: string): string {
  const url = new URL(lineItem);
  url.pathname = `${url.pathname.replace(/\/$/, '')}/scores`;
  return url.href;
}

/**
 * Publishes one AGS score (a grade, or progress without one) for a student to the column
 * of a link. Throws, with a sentence the teacher may read, when the LMS did not take it.
 */
export async function publishScore(
  em: EntityManager,
  link: ILtiResourceLink,
  platform: ILtiPlatform,
  studentId: string,
  score: Record<string, unknown>,
): Promise<void> {
  const lineItem = await lineItemOf(em, link);
  if (!lineItem) throw new Error('Nothing to send.');
  // Only this platform's own line items get its token (never another tool's or host's).
  if (!onPlatform(platform, lineItem)) throw new Error('The grade column is not on this LMS.');
  const account = await em.findOneOrFail(LtiAccount, {
    issuer: platform.issuer,
    user: studentId,
  });
  const token = await serviceToken(em, platform, [SCOPE.score]);
  const res = await fetch(scoresUrl(lineItem), {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/vnd.ims.lis.v1.score+json',
    },
    body: JSON.stringify({ userId: account.subject, ...score }),
    redirect: 'error',
    signal: AbortSignal.timeout(15_000),
  });
  if (!res.ok) throw new Error(`The LMS answered ${res.status}.`);
}
