import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { ILtiPlatform } from '../../db/entities/lti-platform.ts';
import { precondition } from '../../errors.ts';
import { signToolJwt } from './keys.ts';
import { text } from '../../texts/index.ts';

const tokenAnswer = z.object({
  access_token: z.string().min(1),
  expires_in: z.coerce.number().positive().optional(),
});

// Per node: a token is asked for again a minute before it expires.
const tokens = new Map<string, { token: string; until: number }>();

/**
 * An LTI Advantage access token for a platform's services (OAuth 2 client credentials,
 * authenticated by a JWT this tool signs: LTI Security 1.0, 4.1).
 */
export async function serviceToken(
  em: EntityManager,
  platform: ILtiPlatform,
  scopes: string[],
): Promise<string> {
  const key = `${platform.id} ${scopes.join(' ')}`;
  const cached = tokens.get(key);
  if (cached && cached.until > Date.now()) return cached.token;
  const assertion = await signToolJwt(
    em,
    {},
    { issuer: platform.clientId, subject: platform.clientId, audience: platform.accessTokenUrl },
  );
  const res = await fetch(platform.accessTokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
      client_assertion: assertion,
      scope: scopes.join(' '),
    }),
    redirect: 'error',
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw precondition(text('lti.error.tokenRefused', { status: res.status }));
  const answer = tokenAnswer.parse(await res.json());
  const lifetimeMs = (answer.expires_in ?? 3600) * 1000;
  tokens.set(key, { token: answer.access_token, until: Date.now() + lifetimeMs - 60_000 });
  return answer.access_token;
}

/**
 * Whether a service URL (from a verified launch) is on this platform: a bearer token of
 * the platform is only ever sent to the platform's own origins.
 */
export function onPlatform(platform: ILtiPlatform, url: string): boolean {
  const origins = new Set(
    [
      platform.issuer,
      platform.authLoginUrl,
      platform.accessTokenUrl,
      platform.jwksUrl,
      ...platform.frameOrigins,
    ].flatMap((u) => {
      try {
        return [new URL(u).origin];
      } catch {
        return [];
      }
    }),
  );
  try {
    return origins.has(new URL(url).origin);
  } catch {
    return false;
  }
}
