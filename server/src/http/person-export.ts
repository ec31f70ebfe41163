import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { resolveCaller } from '../auth/caller.ts';
import type { Config } from '../config.ts';
import type { Orm } from '../db/orm.ts';
import { forbidden, notFound, unauthorized } from '../errors.ts';
import { text, translator } from '../texts/index.ts';
import { rememberCallerLocale, requestLocale } from './accept-language.ts';
import { recordAudit } from '../services/audit/record.ts';
import { collectPersonData } from '../services/privacy/person-data.ts';
import { personZip, personZipName } from '../services/privacy/person-zip.ts';
import { detailErrors } from './detail-errors.ts';

interface ExportDeps {
  config: Config;
  orm: Orm;
}

/**
 * The caller of a download. A link's GET carries no Origin header, so a session cookie is
 * taken only from a request the browser marks as our own page's (Sec-Fetch-Site) or that
 * names our origin; a bearer token (a script) needs neither.
 */
async function downloader(req: FastifyRequest, deps: ExportDeps) {
  const em = deps.orm.em.fork() as EntityManager;
  const auth = await resolveCaller(() => em, deps.config, req.headers);
  if (!auth) throw unauthorized(text('error.signIn'));
  rememberCallerLocale(req, auth.user.locale);
  const site = req.headers['sec-fetch-site'];
  const ours =
    req.headers.origin === deps.config.publicUrl || site === 'same-origin' || site === 'none';
  if (auth.sessionId && !ours) throw forbidden(text('error.crossSite'));
  return { user: auth.user, em };
}

const personId = z.object({ id: z.uuid() });

/**
 * GET /api/admin/people/:id/export (admins: anyone's) and GET /api/me/export (one's own):
 * a ZIP of JSON and CSV with everything TeachChat holds about the person, written as it
 * streams. Each download is an audit entry.
 */
export async function personExportRoutes(app: FastifyInstance, deps: ExportDeps) {
  app.setErrorHandler(detailErrors);

  const send = async (
    req: FastifyRequest,
    reply: FastifyReply,
    actor: Awaited<ReturnType<typeof downloader>>,
    personId: string,
  ) => {
    const data = await collectPersonData(actor.em, personId);
    if (!data) throw notFound(text('error.personNotFound'));
    await recordAudit(
      actor.em,
      { user: actor.user, ip: req.ip },
      {
        action: 'person_exported',
        subject: { id: data.user.id, name: `${data.user.firstName} ${data.user.lastName}`.trim() },
        resource: { type: 'user', id: data.user.id, label: data.user.email },
        details: { conversations: data.conversations.length },
      },
    );
    const fileName = personZipName(data.user.lastName, deps.config.schoolTimeZone);
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'no-store')
      .send(personZip(data, deps.config.schoolTimeZone, translator(requestLocale(req))));
  };

  app.get('/api/admin/people/:id/export', async (req, reply) => {
    const actor = await downloader(req, deps);
    if (actor.user.role !== 'admin') throw forbidden(text('error.wrongRole'));
    const params = personId.safeParse(req.params);
    if (!params.success) throw notFound(text('error.personNotFound'));
    return send(req, reply, actor, params.data.id);
  });

  app.get('/api/me/export', async (req, reply) => {
    const actor = await downloader(req, deps);
    return send(req, reply, actor, actor.user.id);
  });
}
