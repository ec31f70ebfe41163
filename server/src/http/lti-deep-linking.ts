import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { resolveCaller } from '../auth/caller.ts';
import type { Config } from '../config.ts';
import type { Orm } from '../db/orm.ts';
import { AppError } from '../errors.ts';
import {
  DEEP_LINK_PATH,
  deepLinkChoices,
  deepLinkResponse,
  readDeepLinkRequest,
} from '../services/lti/deep-linking.ts';
import { platformOrigins } from '../services/lti/platforms.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>` +
  `<style>body{font-family:system-ui,sans-serif;margin:1.5rem;max-width:48rem}li{margin:.4rem 0}` +
  `button{padding:.4rem .8rem}</style></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;

// Posts the signed answer back to the LMS at once; a file, as pages run no inline script.
const AUTO_SUBMIT = `document.forms[0].submit();`;

/**
 * Deep linking's picker: the teacher who launched picks an activity of the linked course
 * (or names a new one) and the signed LtiDeepLinkingResponse is posted back to the LMS.
 * Server-drawn pages, framed only by the requesting platform.
 */
export async function ltiDeepLinkRoutes(
  app: FastifyInstance,
  opts: { config: Config; orm: Orm },
): Promise<void> {
  const { config, orm } = opts;

  const policy = async (em: EntityManager, platformId: string, formAction = "'self'") => {
    const origins = await platformOrigins(em, platformId);
    return `default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; form-action ${formAction}; frame-ancestors ${origins.join(' ') || "'none'"}`;
  };

  const caller = async (req: FastifyRequest, em: EntityManager) => {
    const auth = await resolveCaller(() => em, config, req.headers);
    if (!auth?.sessionId || auth.user.role !== 'teacher') {
      throw new AppError('forbidden', 'Open TeachChat from the LMS again.');
    }
    return auth.user;
  };

  const fail = (reply: FastifyReply, err: unknown) => {
    if (!(err instanceof AppError)) throw err;
    reply.raw.removeHeader('x-frame-options');
    return reply
      .code(err.kind === 'not-found' ? 404 : err.kind === 'bad-input' ? 400 : 403)
      .type('text/html; charset=utf-8')
      .send(page('TeachChat could not add the activity', `<p>${escapeHtml(err.message)}</p>`));
  };

  app.get('/lti/auto-submit.js', (_req, reply) =>
    reply.type('text/javascript; charset=utf-8').send(AUTO_SUBMIT),
  );

  app.get<{ Querystring: { request?: string } }>(DEEP_LINK_PATH, async (req, reply) => {
    const em = orm.em.fork() as EntityManager;
    try {
      const user = await caller(req, em);
      const request = await readDeepLinkRequest(
        em,
        config.publicUrl,
        req.query.request ?? '',
        user.id,
      );
      const { course, activities } = await deepLinkChoices(em, request);
      const hidden = `<input type="hidden" name="request" value="${escapeHtml(req.query.request ?? '')}">`;
      const graded = `<label><input type="checkbox" name="graded" value="1" checked> Graded: scores go to the LMS gradebook (out of 100)</label>`;
      const items = activities
        .map(
          (a) =>
            `<li><button type="submit" name="activity" value="${a.id}">${escapeHtml(a.title)}</button>${a.status === 'draft' ? ' (draft)' : ''}</li>`,
        )
        .join('');
      reply.raw.removeHeader('x-frame-options');
      return await reply
        .header('content-security-policy', await policy(em, request.platformId))
        .type('text/html; charset=utf-8')
        .send(
          page(
            `Add a TeachChat activity to ${course.title}`,
            `<form method="post" action="${DEEP_LINK_PATH}">${hidden}<p>${graded}</p>` +
              `<h2>Choose an activity</h2>${items ? `<ul>${items}</ul>` : '<p>This course has no activities yet.</p>'}` +
              `<h2>Or create one</h2><p><label>Activity Title <input name="title" maxlength="200"></label> ` +
              `<button type="submit" name="create" value="1">Create and add</button></p>` +
              `<p>A new activity starts as a draft: add its material in TeachChat, then publish it.</p></form>`,
          ),
        );
    } catch (err) {
      return fail(reply, err);
    }
  });

  app.post<{ Body: Record<string, string | undefined> }>(DEEP_LINK_PATH, async (req, reply) => {
    const em = orm.em.fork() as EntityManager;
    try {
      // A form post from another site carries no Origin of ours (and no partitioned cookie).
      if (req.headers.origin !== config.publicUrl) {
        throw new AppError('forbidden', 'Cross-site requests are not allowed.');
      }
      const user = await caller(req, em);
      const body = req.body ?? {};
      const request = await readDeepLinkRequest(em, config.publicUrl, body.request ?? '', user.id);
      const answer = await deepLinkResponse(em, config, request, {
        activityId: body.create ? undefined : body.activity,
        newTitle: body.create ? body.title : undefined,
        graded: body.graded === '1',
      });
      reply.raw.removeHeader('x-frame-options');
      return await reply
        .header(
          'content-security-policy',
          await policy(em, request.platformId, answer.returnOrigin),
        )
        .type('text/html; charset=utf-8')
        .send(
          page(
            'Returning to the LMS…',
            `<form method="post" action="${escapeHtml(answer.returnUrl)}"><input type="hidden" name="JWT" value="${escapeHtml(answer.jwt)}">` +
              `<button type="submit">Continue</button></form><script src="/lti/auto-submit.js"></script>`,
          ),
        );
    } catch (err) {
      return fail(reply, err);
    }
  });
}
