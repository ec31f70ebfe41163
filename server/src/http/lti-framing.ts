import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ltiSessionCookieName } from '../auth/lti-cookies.ts';
import type { Config } from '../config.ts';
import type { Orm } from '../db/orm.ts';
import { frameOrigins } from '../services/lti/platforms.ts';

// Every node re-reads the registered platforms this often; a platform turned off stops
// framing pages on every node within this time.
const ORIGINS_TTL_MS = 30_000;

/**
 * Lets registered LMS platforms frame the app, and only for sessions an LTI launch began
 * (their cookie is partitioned under the LMS's site): every other response keeps
 * `frame-ancestors 'none'` and X-Frame-Options DENY.
 */
export function ltiFraming(app: FastifyInstance, deps: { config: Config; orm: Orm }) {
  const cookieName = ltiSessionCookieName(deps.config.secureCookies);
  let cached: { at: number; value: Promise<string[]> } | undefined;
  const origins = () => {
    if (!cached || Date.now() - cached.at > ORIGINS_TTL_MS) {
      const value = frameOrigins(deps.orm.em.fork() as EntityManager);
      cached = { at: Date.now(), value };
      value.catch(() => (cached = undefined));
    }
    return cached.value;
  };

  const allowFraming = async (reply: FastifyReply) => {
    const allowed = await origins();
    if (allowed.length === 0) return;
    const csp = reply.raw.getHeader('content-security-policy');
    if (typeof csp !== 'string') return;
    reply.raw.setHeader(
      'content-security-policy',
      csp.replace(/frame-ancestors [^;]*/, `frame-ancestors ${allowed.join(' ')}`),
    );
    reply.raw.removeHeader('x-frame-options');
  };

  app.decorateReply('allowLmsFraming', function (this: FastifyReply) {
    return allowFraming(this);
  });
  app.addHook('onSend', async (req: FastifyRequest, reply: FastifyReply) => {
    if (!req.cookies[cookieName]) return;
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/html')) await allowFraming(reply);
  });
}

declare module 'fastify' {
  interface FastifyReply {
    /** For a page an LMS frame shows before the LTI session exists (a refused launch). */
    allowLmsFraming(): Promise<void>;
  }
}
