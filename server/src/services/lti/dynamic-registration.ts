import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { badInput, forbidden } from '../../errors.ts';
import { SCOPE } from './claims.ts';
import { signToolJwt, verifyToolJwt } from './keys.ts';
import { registerPlatform } from './platforms.ts';
import { toolUrls } from './tool-urls.ts';
import { text } from '../../texts/index.ts';

const INVITE_TTL_S = 60 * 60;
const TOOL_CONFIGURATION = 'https://purl.imsglobal.org/spec/lti-tool-configuration';
const PLATFORM_CONFIGURATION = 'https://purl.imsglobal.org/spec/lti-platform-configuration';

/**
 * The registration URL an admin pastes into the LMS. It carries a signed invitation, valid
 * for an hour: without one, anybody could register a platform of their own and have it
 * create accounts and courses here.
 */
export async function registrationLink(em: EntityManager, publicUrl: string): Promise<string> {
  const urls = toolUrls(publicUrl);
  const invite = await signToolJwt(
    em,
    { purpose: 'lti-registration' },
    { issuer: publicUrl, audience: urls.register, ttlSeconds: INVITE_TTL_S },
  );
  return `${urls.register}?invite=${invite}`;
}

const platformConfiguration = z.object({
  issuer: z.string().min(1).max(1024),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
  registration_endpoint: z.url(),
  [PLATFORM_CONFIGURATION]: z
    .object({ product_family_code: z.string().max(100).optional() })
    .loose()
    .optional(),
});

const registrationResponse = z.object({
  client_id: z.string().min(1).max(255),
  [TOOL_CONFIGURATION]: z
    .object({ deployment_id: z.string().min(1).max(255).optional() })
    .loose()
    .optional(),
});

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

async function fetchJson(url: string, init: RequestInit = {}): Promise<unknown> {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  if (!res.ok)
    throw badInput(
      text('lti.error.lmsAnswered', { status: res.status, origin: new URL(url).origin }),
    );
  return res.json();
}

export interface DynamicRegistration {
  invite: string;
  openidConfiguration: string;
  registrationToken?: string | undefined;
}

/**
 * LTI Dynamic Registration: reads the platform's OpenID configuration, posts this tool's
 * client registration to it, and registers the platform with what it answered.
 */
export async function registerDynamically(
  em: EntityManager,
  input: DynamicRegistration,
  opts: { publicUrl: string; allowHttp: boolean },
) {
  const urls = toolUrls(opts.publicUrl);
  try {
    const invite = await verifyToolJwt(em, input.invite, {
      issuer: opts.publicUrl,
      audience: urls.register,
    });
    if (invite.purpose !== 'lti-registration') throw new Error('not an invitation');
  } catch {
    throw forbidden(text('lti.error.registrationExpired'));
  }
  const configUrl = new URL(input.openidConfiguration);
  if (configUrl.protocol !== 'https:' && !(opts.allowHttp && configUrl.protocol === 'http:')) {
    throw badInput(text('lti.error.configHttps'));
  }
  const parsed = platformConfiguration.safeParse(await fetchJson(configUrl.href));
  if (!parsed.success) throw badInput(text('lti.error.configUnreadable'));
  const platform = parsed.data;
  // Not required to sit under the issuer: hosted Canvas serves it from the school's own
  // address while its issuer is canvas.instructure.com. The invitation is what is trusted;
  // the configuration's address is the LMS's pages (framing) and service host.
  const lmsOrigin = configUrl.origin;
  const request = {
    application_type: 'web',
    response_types: ['id_token'],
    grant_types: ['implicit', 'client_credentials'],
    initiate_login_uri: urls.login,
    redirect_uris: urls.redirectUris,
    client_name: 'TeachChat',
    jwks_uri: urls.jwks,
    token_endpoint_auth_method: 'private_key_jwt',
    scope: [SCOPE.memberships, SCOPE.lineItem, SCOPE.score].join(' '),
    [TOOL_CONFIGURATION]: {
      domain: urls.domain,
      target_link_uri: urls.launch,
      description: 'AI chat activities that answer from the course material.',
      claims: ['iss', 'sub', 'name', 'given_name', 'family_name', 'email'],
      messages: [
        { type: 'LtiDeepLinkingRequest', target_link_uri: urls.launch, label: 'TeachChat' },
        { type: 'LtiResourceLinkRequest', target_link_uri: urls.launch },
      ],
    },
  };
  const answered = registrationResponse.safeParse(
    await fetchJson(platform.registration_endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(input.registrationToken ? { authorization: `Bearer ${input.registrationToken}` } : {}),
      },
      body: JSON.stringify(request),
    }),
  );
  if (!answered.success) throw badInput(text('lti.error.registrationRefused'));
  const deploymentId = answered.data[TOOL_CONFIGURATION]?.deployment_id;
  const name = platform[PLATFORM_CONFIGURATION]?.product_family_code ?? new URL(configUrl).hostname;
  const saved = await registerPlatform(em, {
    name,
    issuer: platform.issuer,
    clientId: answered.data.client_id,
    authLoginUrl: platform.authorization_endpoint,
    accessTokenUrl: platform.token_endpoint,
    jwksUrl: platform.jwks_uri,
    deploymentIds: deploymentId ? [deploymentId] : [],
    frameOrigins: lmsOrigin === originOf(platform.issuer) ? [] : [lmsOrigin],
    registration: answered.data as Record<string, unknown>,
  });
  return { platform: saved, deploymentId: deploymentId ?? null };
}
