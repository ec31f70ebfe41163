import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Orm } from '../db/orm.ts';
import { AppError } from '../errors.ts';
import { registerDynamically } from '../services/lti/dynamic-registration.ts';
import { toolUrls } from '../services/lti/tool-urls.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
  `<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;

// The registration window asks the LMS to close it (LTI Dynamic Registration 3.6); a file,
// as the pages' policy runs no inline script.
const CLOSE_SCRIPT = `document.getElementById('close').addEventListener('click', function () {
  (window.opener || window.parent).postMessage({ subject: 'org.imsglobal.lti.close' }, '*');
});`;

/**
 * LTI Dynamic Registration: the page the LMS opens with the admin's registration link,
 * which registers TeachChat with that LMS and shows what was registered.
 */
export async function ltiRegistrationRoutes(
  app: FastifyInstance,
  opts: { config: Config; orm: Orm },
): Promise<void> {
  const { config, orm } = opts;
  const urls = toolUrls(config.publicUrl);

  app.get('/lti/register-close.js', (_req, reply) =>
    reply.type('text/javascript; charset=utf-8').send(CLOSE_SCRIPT),
  );

  // Dynamic registration: the LMS opens the admin's registration link (in a frame or a
  // window) with its configuration's address and a registration token added.
  app.get<{ Querystring: Record<string, string | undefined> }>(
    urls.registerPath,
    async (req, reply) => {
      const { invite, openid_configuration: openidConfiguration, registration_token } = req.query;
      let origin = "'none'";
      try {
        origin = new URL(openidConfiguration ?? '').origin;
      } catch {
        // No configuration address: nothing may frame the answer.
      }
      reply
        .header(
          'content-security-policy',
          `default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; frame-ancestors ${origin}`,
        )
        .type('text/html; charset=utf-8');
      reply.raw.removeHeader('x-frame-options');
      if (!invite || !openidConfiguration) {
        return reply
          .code(400)
          .send(page('Registration failed', '<p>This is not a registration from an LMS.</p>'));
      }
      try {
        const { platform, deploymentId } = await registerDynamically(
          orm.em.fork() as EntityManager,
          { invite, openidConfiguration, registrationToken: registration_token },
          { publicUrl: config.publicUrl, allowHttp: !config.production },
        );
        const rows: [string, string][] = [
          ['LMS', platform.name],
          ['Issuer', platform.issuer],
          ['Client ID', platform.clientId],
          ['Deployment ID', deploymentId ?? 'None yet: add it in Settings → LMS'],
        ];
        const list = rows
          .map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`)
          .join('');
        return reply.send(
          page(
            'TeachChat is registered',
            `<dl>${list}</dl><button id="close" type="button">Close</button><script src="/lti/register-close.js"></script>`,
          ),
        );
      } catch (err) {
        if (!(err instanceof AppError)) req.log.warn({ err }, 'LTI dynamic registration failed');
        const message =
          err instanceof AppError ? err.message : 'The LMS could not be reached. Please try again.';
        return reply
          .code(err instanceof AppError && err.kind === 'forbidden' ? 403 : 400)
          .send(page('Registration failed', `<p>${escapeHtml(message)}</p>`));
      }
    },
  );
}
