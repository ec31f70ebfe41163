import type { EntityManager } from '@mikro-orm/postgresql';
import type { Role } from '@teachchat/shared';
import type { FastifyRequest } from 'fastify';
import { resolveCaller } from '../auth/caller.ts';
import type { AuthUser } from '../auth/caller-row.ts';
import type { Config } from '../config.ts';
import type { Orm } from '../db/orm.ts';
import { forbidden, unauthorized } from '../errors.ts';
import { text } from '../texts/index.ts';
import { rememberCallerLocale } from './accept-language.ts';

/**
 * Who calls a plain HTTP route, with the checks tRPC makes: a session cookie (then the
 * request must come from our own origin: a form or multipart POST is a "simple" request
 * another site could send) or a bearer token; and the role, when one is required.
 */
export async function requireUser(
  req: FastifyRequest,
  deps: { config: Config; orm: Orm },
  role?: Role,
): Promise<{ user: AuthUser; em: EntityManager }> {
  const em = deps.orm.em.fork() as EntityManager;
  const auth = await resolveCaller(() => em, deps.config, req.headers);
  if (!auth) throw unauthorized(text('error.signIn'));
  rememberCallerLocale(req, auth.user.locale);
  if (auth.sessionId && req.headers.origin !== deps.config.publicUrl) {
    throw forbidden(text('error.crossSite'));
  }
  if (role && auth.user.role !== role) throw forbidden(text('error.wrongRole'));
  return { user: auth.user, em };
}
