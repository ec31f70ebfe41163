import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

/**
 * The policy for bytes people uploaded (pictures): nothing may load or run, even if a
 * browser were talked into rendering them as a page.
 */
export const UPLOADED_BYTES_CSP = "default-src 'none'; sandbox; frame-ancestors 'none'";

/**
 * Security headers for every response (helmet); a route may set a stricter policy of its
 * own. helmet's middleware is built once here: @fastify/helmet builds it again for every
 * request, which cost the cheapest request 4% of its time (docs/benchmarks.md).
 */
export function securityHeaders(app: FastifyInstance, config: Config): void {
  const wsOrigin = config.publicUrl.replace(/^http/, 'ws');
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets style attributes at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", wsOrigin],
        // The landing page may embed the configured demo video.
        frameSrc: ['https:'],
        mediaSrc: ["'self'", 'https:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // The demo video is embedded from another origin, which does not send CORP headers.
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    strictTransportSecurity: config.secureCookies
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
  });
  app.addHook('onRequest', (req, reply, done) =>
    setHeaders(req.raw, reply.raw, (err) => done(err as Error | undefined)),
  );
}
