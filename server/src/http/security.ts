import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

/** Security headers for every response. */
export function securityHeaders(app: FastifyInstance, config: Config): void {
  const wsOrigin = config.publicUrl.replace(/^http/, 'ws');
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    // Mantine sets style attributes at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' ${wsOrigin}`,
    // The landing page may embed the configured demo video.
    'frame-src https:',
    "media-src 'self' https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  app.addHook('onSend', async (_req, reply) => {
    reply.header('content-security-policy', csp);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    if (config.secureCookies) {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
  });
}
