import type { EntityManager } from '@mikro-orm/postgresql';
import { LtiContext } from '../../db/entities/lti-context.ts';
import { LtiDeployment } from '../../db/entities/lti-deployment.ts';
import { LtiPlatform } from '../../db/entities/lti-platform.ts';
import { conflict, notFound } from '../../errors.ts';
import { toolUrls } from './tool-urls.ts';
import { text } from '../../texts/index.ts';

/** Settings → LMS: the tool's URLs to copy, and every platform with its deployments. */
export async function ltiSettings(em: EntityManager, publicUrl: string) {
  const platforms = await em.find(LtiPlatform, {}, { orderBy: { createdAt: 'asc' }, limit: 200 });
  const ids = platforms.map((p) => p.id);
  const [deployments, contexts] = await Promise.all([
    em.find(LtiDeployment, { platform: { $in: ids } }, { orderBy: { createdAt: 'asc' } }),
    em.find(
      LtiContext,
      { platform: { $in: ids } },
      { populate: ['course'], orderBy: { createdAt: 'asc' }, limit: 1000 },
    ),
  ]);
  const urls = toolUrls(publicUrl);
  return {
    tool: {
      jwksUrl: urls.jwks,
      loginUrl: urls.login,
      launchUrl: urls.launch,
      redirectUris: urls.redirectUris,
      domain: urls.domain,
    },
    platforms: platforms.map((p) => ({
      id: p.id,
      name: p.name,
      issuer: p.issuer,
      clientId: p.clientId,
      authLoginUrl: p.authLoginUrl,
      accessTokenUrl: p.accessTokenUrl,
      jwksUrl: p.jwksUrl,
      frameOrigins: p.frameOrigins,
      enabled: p.enabled,
      linkByEmail: p.linkByEmail,
      adminsAreAdmins: p.adminsAreAdmins,
      registeredBy: p.registration ? ('dynamic' as const) : ('hand' as const),
      registration: p.registration,
      deployments: deployments
        .filter((d) => d.platform.id === p.id)
        .map((d) => ({ id: d.id, deploymentId: d.deploymentId, enabled: d.enabled })),
      courses: contexts
        .filter((c) => c.platform.id === p.id)
        .map((c) => ({
          id: c.id,
          contextId: c.contextId,
          courseId: c.course.id,
          courseCode: c.course.courseCode,
          title: c.course.title,
          lastSync: c.lastSync,
        })),
    })),
  };
}

export async function setDeploymentEnabled(em: EntityManager, id: string, enabled: boolean) {
  const deployment = await em.findOneOrFail(
    LtiDeployment,
    { id },
    {
      failHandler: () => notFound(text('lti.error.deploymentNotFound')),
    },
  );
  deployment.enabled = enabled;
  await em.flush();
}

export async function addDeployment(em: EntityManager, platformId: string, deploymentId: string) {
  const platform = await em.findOneOrFail(
    LtiPlatform,
    { id: platformId },
    {
      failHandler: () => notFound(text('lti.error.platformNotFound')),
    },
  );
  if (await em.count(LtiDeployment, { platform, deploymentId })) {
    throw conflict(text('lti.error.deploymentTaken'));
  }
  em.create(LtiDeployment, { platform, deploymentId });
  await em.flush();
}
