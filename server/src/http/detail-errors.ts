import type { FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../unavailable.ts';
import { AppError, httpStatus, isArchivedRefusal } from '../errors.ts';
import { render, translate } from '../texts/index.ts';
import { requestLocale } from './accept-language.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a fault on our side says on this route, when its screen has words of its own. */
    failure?: string;
  }
}

/** Fastify's and @fastify/multipart's own refusals carry an FST_ code and a 4xx status. */
function isFastifyRefusal(err: unknown): err is Error & { statusCode: number } {
  const { code, statusCode } = err as { code?: unknown; statusCode?: unknown };
  return (
    err instanceof Error &&
    typeof code === 'string' &&
    code.startsWith('FST_') &&
    typeof statusCode === 'number' &&
    statusCode >= 400 &&
    statusCode < 500
  );
}

/**
 * The error handler of the plain HTTP routes (uploads, the picture, the retrieval
 * contract), which answer `{ detail }`: an AppError with its kind's status and sentence,
 * a body Fastify or the multipart parser refused (too large, too many parts, a type no
 * parser reads) with its own 4xx, an unreachable database with 503 (try again shortly),
 * and anything else with 500 and a plain sentence, its details in the log.
 */
export function detailErrors(err: unknown, req: FastifyRequest, reply: FastifyReply) {
  const locale = requestLocale(req);
  if (err instanceof AppError) {
    return reply.code(httpStatus(err)).send({ detail: render(locale, err.text ?? err.message) });
  }
  if (isArchivedRefusal(err)) {
    return reply.code(409).send({ detail: translate(locale, 'error.archived') });
  }
  if (isFastifyRefusal(err)) return reply.code(err.statusCode).send({ detail: err.message });
  if (isDatabaseUnavailable(err)) {
    req.log.warn({ err }, 'request refused: PostgreSQL unreachable');
    return reply.code(503).send({ detail: translate(locale, 'error.unavailable') });
  }
  req.log.error({ err }, 'request failed');
  const failure = req.routeOptions.config.failure ?? translate(locale, 'error.serverFault');
  return reply.code(500).send({ detail: failure });
}
