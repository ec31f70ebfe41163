import { fastifyCookie } from '@fastify/cookie';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../config.ts';
import type { IUser } from '../db/entities/user.ts';
import type { AuthUser } from './caller-row.ts';
import { findUserByApiToken } from './api-tokens.ts';
import { ltiSessionCookieName } from './lti-cookies.ts';
import type { CallerCache } from './caller-cache.ts';
import { findSession, sessionCookieName } from './sessions.ts';

export interface Auth {
  user: AuthUser;
  /** Set when signed in with the session cookie. */
  sessionId?: string;
  /** Set when signed in with a personal API token. */
  tokenId?: string;
}

/** The headers that say who sends a request; a request's own headers object fits as is. */
export interface CallerHeaders {
  cookie?: string | undefined;
  authorization?: string | undefined;
}

export function toAuthUser(user: IUser): AuthUser {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    firstName: user.firstName,
    lastName: user.lastName,
    departmentCode: user.departmentCode ?? null,
    avatarUrl: user.avatarUrl ?? null,
    phone: user.phone ?? null,
    bio: user.bio ?? null,
    locale: user.locale ?? null,
  };
}

/** The token of an `Authorization: Bearer <token>` header. */
function bearerToken(header: string | undefined): string | undefined {
  const match = header && /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : undefined;
}

/**
 * Who is calling: a personal API token (`Authorization: Bearer`, or on the websocket a
 * token in connectionParams) or else the session cookie; null when neither is valid. The
 * same checks for every way in: tRPC over HTTP and websocket, and every plain HTTP route.
 * With `cache` (tRPC's calls), a credential seen in the last few seconds costs no query
 * and no entity manager: `em` is called only when the database has to answer.
 */
export async function resolveCaller(
  em: () => EntityManager,
  config: Config,
  headers: CallerHeaders,
  connectionParams?: Record<string, string | undefined> | null,
  cache?: CallerCache<Auth>,
): Promise<Auth | null> {
  const token = bearerToken(headers.authorization) ?? connectionParams?.token;
  // Parsed here, not by Fastify: the websocket upgrade gets no Fastify cookie parsing.
  const cookies = !token && headers.cookie ? fastifyCookie.parse(headers.cookie) : {};
  // An LMS frame carries only the LTI session's cookie (lti-cookies.ts), a top-level page
  // only the Lax one; both name a session of the same table.
  const cookie =
    cookies[sessionCookieName(config.secureCookies)] ??
    cookies[ltiSessionCookieName(config.secureCookies)];
  const key = token ? `token:${token}` : cookie ? `session:${cookie}` : undefined;
  if (!key) return null;
  const cached = cache?.get(key);
  if (cached) return cached;
  const read = token
    ? async () => {
        const found = await findUserByApiToken(em(), token);
        return found && { value: { user: found.user, tokenId: found.tokenId } };
      }
    : async () => {
        const found = await findSession(em(), cookie as string, config.sessionTtlMs);
        if (!found) return null;
        const value = { user: found.user, sessionId: found.sessionId };
        return { value, expiresAt: found.expiresAt.getTime() };
      };
  return cache ? cache.readOnce(key, read) : read().then((found) => found?.value ?? null);
}
