import {
  DeadlockException,
  type EntityManager,
  UniqueConstraintViolationException,
} from '@mikro-orm/postgresql';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ltiCookieOptions, ltiSessionCookieName, ltiStateCookieName } from '../auth/lti-cookies.ts';
import { createSession } from '../auth/sessions.ts';
import type { Config } from '../config.ts';
import type { Orm } from '../db/orm.ts';
import { deepLinkPath } from '../services/lti/deep-linking.ts';
import { LaunchRefused } from '../services/lti/errors.ts';
import { translate } from '../texts/index.ts';
import { acceptedLocale } from './accept-language.ts';
import { publicJwks } from '../services/lti/keys.ts';
import { type Landing, landLaunch } from '../services/lti/launch.ts';
import {
  type LoginInitiation,
  LOGIN_TTL_MS,
  startLogin,
  storageLoginFor,
} from '../services/lti/login.ts';
import { syncRoster } from '../services/lti/roster-sync.ts';
import { toolUrls } from '../services/lti/tool-urls.ts';
import { verifyLaunch } from '../services/lti/verify.ts';
import { takeToken } from '../services/rate-limit.ts';
import { ltiDeepLinkRoutes } from './lti-deep-linking.ts';
import { ltiRegistrationRoutes } from './lti-registration.ts';
import {
  platformStorageRoutes,
  sendStorageCheck,
  sendStoragePut,
  STORAGE_LAUNCH_PATH,
} from './lti-platform-storage.ts';

export interface LtiRoutesOptions {
  config: Config;
  orm: Orm;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The page an LMS frame shows for a refused launch: one fixed sentence, nothing echoed, in
 * the browser's language (no one is signed in yet).
 */
async function refusedPage(reply: FastifyReply, err: LaunchRefused) {
  await reply.allowLmsFraming();
  const locale = acceptedLocale(reply.request.headers['accept-language']) ?? 'en';
  const title = translate(locale, 'lti.refused.title');
  const sentence = translate(locale, `lti.refused.${err.reason}`);
  return reply
    .code(err.reason === 'unknown_platform' || err.reason === 'invalid_message' ? 400 : 403)
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>TeachChat</title></head>` +
        `<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(sentence)}</p></main></body></html>`,
    );
}

/**
 * The tool's LTI 1.3 endpoints: its public keys, third-party login initiation (GET or POST,
 * as platforms differ) and the launch that the platform's form posts the id_token to.
 */
export async function ltiRoutes(app: FastifyInstance, opts: LtiRoutesOptions): Promise<void> {
  const { config, orm } = opts;
  const urls = toolUrls(config.publicUrl);
  const stateCookie = ltiStateCookieName(config.secureCookies);
  const sessionCookie = ltiSessionCookieName(config.secureCookies);

  // Platforms post login initiations and launches as forms.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const handle = async (
    reply: FastifyReply,
    work: () => Promise<FastifyReply>,
  ): Promise<FastifyReply> => {
    try {
      return await work();
    } catch (err) {
      if (err instanceof LaunchRefused) {
        reply.log.info({ reason: err.reason, cause: err.cause }, 'LTI launch refused');
        return refusedPage(reply, err);
      }
      throw err;
    }
  };

  await app.register(ltiDeepLinkRoutes, opts);
  platformStorageRoutes(app);

  await app.register(ltiRegistrationRoutes, opts);

  app.get(urls.jwksPath, async (_req, reply) => {
    const jwks = await publicJwks(orm.em.fork() as EntityManager);
    return reply.header('cache-control', 'public, max-age=300').send(jwks);
  });

  const login = (req: FastifyRequest, reply: FastifyReply) =>
    handle(reply, async () => {
      const em = orm.em.fork() as EntityManager;
      if (!(await takeToken(em, `lti:${req.ip}`, config.limits.signInPerMinute, 60_000))) {
        return reply.code(429).send('Too many launches; please wait a minute.');
      }
      const params = (req.method === 'POST' ? req.body : req.query) as LoginInitiation;
      const { url, state, storage } = await startLogin(em, params ?? {}, urls.launch);
      reply.setCookie(stateCookie, state, { ...ltiCookieOptions, maxAge: LOGIN_TTL_MS / 1000 });
      // The cookie may not survive the LMS frame: the platform's storage keeps the state too.
      return storage ? sendStoragePut(reply, em, storage, url) : reply.redirect(url, 302);
    });
  app.get(urls.loginPath, login);
  app.post(urls.loginPath, login);

  /**
   * The launch itself: the id_token checked against the state (from the cookie, or read
   * back from the platform's storage), the person landed, a session begun.
   */
  const land = async (
    req: FastifyRequest,
    reply: FastifyReply,
    em: EntityManager,
    launchInput: { idToken: string; state: string; platformStorage: boolean },
  ) => {
    const launch = await verifyLaunch(em, launchInput.idToken, launchInput.state, {
      platformStorage: launchInput.platformStorage,
    });
    // Two first launches of one new person or LMS course at once: an insert meets the
    // other's unique key (the person, the course, the link: one try each), and the next
    // try finds what the other made.
    let work = em.fork();
    let landing: Landing | undefined;
    for (let attempt = 1; !landing; attempt++) {
      try {
        landing = await landLaunch(work, launch);
      } catch (err) {
        const race =
          err instanceof UniqueConstraintViolationException || err instanceof DeadlockException;
        if (!race || attempt === 4) throw err;
        work = em.fork();
      }
    }
    if (landing.context?.membershipsUrl && landing.user.role === 'teacher') {
      // The roster follows the LMS on each instructor launch; a failure shows in the
      // sync summary's absence and the log, never in the teacher's way.
      const contextId = landing.context.id;
      syncRoster(orm.em.fork() as EntityManager, contextId).catch((err: unknown) =>
        req.log.warn({ err }, 'LMS roster sync failed'),
      );
    }
    const token = await createSession(work, landing.user, {
      ttlMs: config.sessionTtlMs,
      userAgent: req.headers['user-agent'],
    });
    const path =
      landing.deepLinking && landing.context
        ? await deepLinkPath(work, config.publicUrl, launch, landing.user.id, landing.context.id)
        : landing.path;
    return reply
      .clearCookie(stateCookie, ltiCookieOptions)
      .setCookie(sessionCookie, token, {
        ...ltiCookieOptions,
        maxAge: Math.floor(config.sessionTtlMs / 1000),
      })
      .redirect(path, 303);
  };

  app.post<{ Body: Record<string, string | undefined> }>(urls.launchPath, (req, reply) =>
    handle(reply, async () => {
      const em = orm.em.fork() as EntityManager;
      const { id_token: idToken, state, error } = req.body ?? {};
      if (error || !idToken) throw new LaunchRefused('invalid_message');
      // The state must be the one this browser started with (stops login CSRF).
      const cookieState = req.cookies[stateCookie];
      if (state && !cookieState) {
        // No cookie came back: a login that used the platform's storage is checked there.
        const storage = await storageLoginFor(em, state);
        if (storage) return sendStorageCheck(reply, em, storage, idToken);
      }
      if (!state || !cookieState || state !== cookieState) {
        throw new LaunchRefused('invalid_state');
      }
      return land(req, reply, em, { idToken, state, platformStorage: false });
    }),
  );

  // The checking page's post: only a page of this origin (ours, after the platform's
  // storage gave back this login's state and nonce) can send it, never another site.
  app.post<{ Body: Record<string, string | undefined> }>(STORAGE_LAUNCH_PATH, (req, reply) =>
    handle(reply, async () => {
      const { id_token: idToken, state } = req.body ?? {};
      const site = req.headers['sec-fetch-site'];
      if (req.headers.origin !== config.publicUrl || (site && site !== 'same-origin')) {
        throw new LaunchRefused('invalid_state');
      }
      if (!idToken || !state) throw new LaunchRefused('invalid_message');
      const em = orm.em.fork() as EntityManager;
      return land(req, reply, em, { idToken, state, platformStorage: true });
    }),
  );
}
