import type { EntityManager } from '@mikro-orm/postgresql';
import { roleHome, type SignInError } from '@teachchat/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../config.ts';
import { LoginFlow } from '../db/entities/login-flow.ts';
import type { Orm } from '../db/orm.ts';
import type { OidcClient } from '../auth/oidc.ts';
import { takeToken } from '../services/rate-limit.ts';
import { createSession, sessionCookieName } from '../auth/sessions.ts';
import { findUserByEmail } from '../auth/users.ts';

const FLOW_TTL_MS = 10 * 60 * 1000;

export interface AuthRoutesOptions {
  config: Config;
  orm: Orm;
  oidc: OidcClient;
}

/** GET /auth/google starts the OpenID sign-in; GET /auth/callback finishes it. */
export async function authRoutes(app: FastifyInstance, opts: AuthRoutesOptions): Promise<void> {
  const { config, orm, oidc } = opts;
  const redirectUri = `${config.publicUrl}/auth/callback`;
  // Under https, __Host- (which needs Path=/) stops a sibling subdomain from planting its
  // own state in this browser to sign it in to the planter's account.
  const STATE_COOKIE = config.secureCookies ? '__Host-tc_login_state' : 'tc_login_state';
  const stateCookie = {
    path: config.secureCookies ? '/' : '/auth',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
  } as const;

  // A code only: the sign-in page has a fixed text for each, and shows nothing from the URL.
  const fail = (reply: FastifyReply, error: SignInError) =>
    reply.clearCookie(STATE_COOKIE, stateCookie).redirect(`/auth?error=${error}`);

  app.get('/auth/google', async (req, reply) => {
    const em = orm.em.fork() as EntityManager;
    // Per address; req.ip honours X-Forwarded-For only behind a trusted proxy (TRUST_PROXY).
    if (!(await takeToken(em, `signin:${req.ip}`, config.limits.signInPerMinute, 60_000))) {
      return fail(reply, 'too_many_attempts');
    }
    const checks = oidc.randomChecks();
    let url: URL;
    try {
      url = await oidc.authorizationUrl({ redirectUri, ...checks });
    } catch (err) {
      req.log.error({ err }, 'identity provider unreachable');
      return fail(reply, 'provider_unreachable');
    }
    em.create(LoginFlow, {
      state: checks.state,
      codeVerifier: checks.codeVerifier,
      nonce: checks.nonce,
    });
    await em.flush();
    await em.nativeDelete(LoginFlow, { createdAt: { $lt: new Date(Date.now() - FLOW_TTL_MS) } });
    return reply
      .setCookie(STATE_COOKIE, checks.state, { ...stateCookie, maxAge: FLOW_TTL_MS / 1000 })
      .redirect(url.href);
  });

  app.get<{ Querystring: Record<string, string | undefined> }>(
    '/auth/callback',
    async (req, reply) => {
      const em = orm.em.fork() as EntityManager;
      const { state, error } = req.query;
      if (error) {
        // The provider's own words (error_description) are anyone's to write in this link.
        req.log.info({ error: error.slice(0, 100) }, 'identity provider refused the sign-in');
        return fail(reply, 'provider_refused');
      }
      // The state must be the one this browser started with (stops login CSRF), and is
      // used once: the flow row is deleted whatever happens next.
      const cookieState = req.cookies[STATE_COOKIE];
      if (!state || !cookieState || state !== cookieState) {
        return fail(reply, 'invalid_state');
      }
      const flow = await em.findOne(LoginFlow, { state });
      if (flow) await em.nativeDelete(LoginFlow, { state });
      if (!flow || flow.createdAt.getTime() < Date.now() - FLOW_TTL_MS) {
        return fail(reply, 'expired');
      }
      let email: string;
      try {
        const callbackUrl = new URL(req.url, config.publicUrl);
        email = await oidc.verifiedEmail(callbackUrl, flow);
      } catch (err) {
        req.log.warn({ err }, 'sign-in rejected');
        return fail(reply, 'not_verified');
      }
      const user = await findUserByEmail(em, email);
      if (!user) {
        return fail(reply, 'user_not_found');
      }
      const token = await createSession(em, user, {
        ttlMs: config.sessionTtlMs,
        userAgent: req.headers['user-agent'],
      });
      return reply
        .clearCookie(STATE_COOKIE, stateCookie)
        .setCookie(sessionCookieName(config.secureCookies), token, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: config.secureCookies,
          maxAge: Math.floor(config.sessionTtlMs / 1000),
        })
        .redirect(roleHome(user.role));
    },
  );
}
