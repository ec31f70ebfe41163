import type { EntityManager } from '@mikro-orm/postgresql';
import { Course } from '../../db/entities/course.ts';
import { LtiContext } from '../../db/entities/lti-context.ts';
import { LtiDeployment } from '../../db/entities/lti-deployment.ts';
import { LtiPlatform } from '../../db/entities/lti-platform.ts';
import { conflict, notFound } from '../../errors.ts';
import { text } from '../../texts/index.ts';

/** The origins one platform's pages are on (issuer, sign-in, LMS addresses). */
export async function platformOrigins(em: EntityManager, platformId: string): Promise<string[]> {
  const platform = await em.findOne(LtiPlatform, { id: platformId, enabled: true });
  return platform ? originsOf([platform]) : [];
}

function originsOf(
  platforms: { issuer: string; authLoginUrl: string; frameOrigins: string[] }[],
): string[] {
  const origins = new Set<string>();
  for (const p of platforms) {
    for (const url of [p.issuer, p.authLoginUrl, ...p.frameOrigins]) {
      try {
        const { origin, protocol } = new URL(url);
        if (protocol === 'https:' || protocol === 'http:') origins.add(origin);
      } catch {
        // An issuer need not be a URL; it then names no origin.
      }
    }
  }
  return [...origins];
}

/** The origins of every enabled platform's LMS pages: who may frame the tool. */
export async function frameOrigins(em: EntityManager): Promise<string[]> {
  return originsOf(await em.find(LtiPlatform, { enabled: true }, { limit: 500 }));
}

export interface PlatformInput {
  name: string;
  issuer: string;
  clientId: string;
  authLoginUrl: string;
  accessTokenUrl: string;
  jwksUrl: string;
  deploymentIds: string[];
  frameOrigins?: string[] | undefined;
  registration?: Record<string, unknown> | null | undefined;
}

/** Registers a platform with its deployments (by hand or by dynamic registration). */
export async function registerPlatform(em: EntityManager, input: PlatformInput) {
  const existing = await em.findOne(LtiPlatform, {
    issuer: input.issuer,
    clientId: input.clientId,
  });
  if (existing) throw conflict(text('lti.error.platformTaken'));
  const platform = em.create(LtiPlatform, {
    name: input.name,
    issuer: input.issuer,
    clientId: input.clientId,
    authLoginUrl: input.authLoginUrl,
    accessTokenUrl: input.accessTokenUrl,
    jwksUrl: input.jwksUrl,
    frameOrigins: input.frameOrigins ?? [],
    registration: input.registration ?? null,
  });
  for (const deploymentId of new Set(input.deploymentIds)) {
    em.create(LtiDeployment, { platform, deploymentId });
  }
  await em.flush();
  return platform;
}

export interface PlatformRules {
  enabled?: boolean | undefined;
  linkByEmail?: boolean | undefined;
  adminsAreAdmins?: boolean | undefined;
  frameOrigins?: string[] | undefined;
}

/** Turns a platform on or off and sets the admin's rules for its people. */
export async function setPlatformRules(em: EntityManager, id: string, rules: PlatformRules) {
  const platform = await em.findOneOrFail(
    LtiPlatform,
    { id },
    {
      failHandler: () => notFound(text('lti.error.platformNotFound')),
    },
  );
  em.assign(platform, Object.fromEntries(Object.entries(rules).filter(([, v]) => v !== undefined)));
  await em.flush();
  return platform;
}

/**
 * Links an LMS course (context id) to an existing TeachChat course, as an admin does before
 * its teacher first opens it; its launches then land in that course.
 */
export async function linkContext(
  em: EntityManager,
  input: { platformId: string; contextId: string; courseId: string },
) {
  const platform = await em.findOneOrFail(
    LtiPlatform,
    { id: input.platformId },
    {
      failHandler: () => notFound(text('lti.error.platformNotFound')),
    },
  );
  const course = await em.findOneOrFail(
    Course,
    { id: input.courseId },
    {
      failHandler: () => notFound(text('lti.error.courseNotFound')),
    },
  );
  const existing = await em.findOne(LtiContext, { platform, contextId: input.contextId });
  if (existing) throw conflict(text('lti.error.courseLinked'));
  const link = em.create(LtiContext, {
    platform,
    contextId: input.contextId,
    title: course.title,
    course,
  });
  await em.flush();
  return link;
}
