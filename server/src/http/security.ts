import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

/**
 * The policy for bytes people uploaded (pictures): nothing may load or run, even if a
 * browser were talked into rendering them as a page.
 */
export const UPLOADED_BYTES_CSP = "default-src 'none'; sandbox; frame-ancestors 'none'";

/** Security headers for every response; a route may set a stricter policy of its own. */
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
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', csp);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    if (config.secureCookies) {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
  });
}
