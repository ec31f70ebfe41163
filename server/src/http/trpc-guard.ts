import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { translate } from '../texts/index.ts';
import { acceptedLocale } from './accept-language.ts';
import { rememberAddress } from './client-address.ts';

/**
 * Cross-site protection for /trpc. A browser can send a cross-site POST only as a "simple"
 * request (text/plain, a form, multipart) and cannot read the answer; requiring
 * application/json turns those away before anything runs. A websocket upgrade carries
 * cookies without CORS, so its Origin must be ours; an upgrade let through keeps its
 * caller's address for the socket's calls (client-address.ts).
 */
export function trpcRequestGuard(config: Config) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    if (req.headers.upgrade?.toLowerCase() === 'websocket') {
      if (req.headers.origin !== config.publicUrl) {
        return reply.code(403).send({ error: 'Forbidden origin' });
      }
      rememberAddress(req);
      return;
    }
    if (req.method === 'POST') {
      const type = req.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
      if (type !== 'application/json') {
        return reply
          .code(415)
          .send({ error: { message: 'Mutations must be sent as application/json.' } });
      }
      if (req.headers['sec-fetch-site'] === 'cross-site') {
        // Refused before anyone is known: in the browser's language.
        const locale = acceptedLocale(req.headers['accept-language']) ?? 'en';
        const message = translate(locale, 'error.crossSite');
        return reply.code(403).send({ error: { message } });
      }
      return;
    }
    if (req.method !== 'GET') {
      return reply.code(405).send({ error: { message: 'Method not allowed.' } });
    }
  };
}
