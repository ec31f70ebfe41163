import {
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import pretty from 'pino-pretty';
import type { Config } from './config.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  stack?: unknown;
  cause?: unknown;
}

// A type, not an interface: the logger's option wants an object open to any key.
export type LoggedError = {
  type: string;
  message: string;
  stack: string;
  code?: string;
  cause?: LoggedError;
};

/**
 * How the log writes an error: its type, message, code, stack and cause, nothing else.
 * Drivers hang large objects on their errors (node-postgres puts its whole client on a pool
 * error, and pg-boss copies that into plain objects), which the standard serializer would
 * print in full at every outage and every Ctrl+C. A lost database connection is an expected
 * event, not a bug: its stack is cut to its first line.
 */
export function errorForLog(err: unknown, depth = 0): LoggedError {
  if (typeof err !== 'object' || err === null) {
    return { type: typeof err, message: String(err), stack: String(err) };
  }
  const e = err as ErrorLike;
  const message = typeof e.message === 'string' ? e.message : '';
  const code = typeof e.code === 'string' ? e.code : undefined;
  const type =
    err instanceof Error ? err.constructor.name : typeof e.name === 'string' ? e.name : 'Error';
  const stack = typeof e.stack === 'string' ? e.stack : `${type}: ${message}`;
  const asError = err instanceof Error ? err : Object.assign(new Error(message), { code });
  return {
    type,
    message,
    stack: isDatabaseUnavailable(asError) ? (stack.split('\n')[0] ?? '') : stack,
    ...(code ? { code } : {}),
    ...(e.cause !== undefined && depth < 3 ? { cause: errorForLog(e.cause, depth + 1) } : {}),
  };
}

/**
 * The server's logger: JSON lines (for a log collector), or in development one readable
 * line each (pino-pretty, written synchronously: no worker thread for a developer's log).
 */
export function loggerOptions(
  config: Pick<Config, 'logLevel' | 'logFormat'>,
): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    serializers: { err: errorForLog },
    ...(config.logFormat === 'pretty' && {
      stream: pretty({
        sync: true,
        singleLine: true,
        translateTime: 'SYS:HH:MM:ss',
        // The request's line says it all already; pid and host are the same on every line.
        ignore: 'pid,hostname,reqId,http',
      }),
    }),
  };
}

/**
 * One line per answered request, "GET /trpc/me.session 200 4 ms", instead of Fastify's two
 * ("incoming request", then "request completed"); what else Fastify logs (errors of the
 * default error handler, unknown routes) is as it was. The query string stays out of the
 * line: batched tRPC inputs are long and may hold personal data.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const path = request.url.split('?')[0] ?? request.url;
    const ms = Math.round(reply.elapsedTime);
    const http = { method: request.method, path, status: reply.statusCode, ms };
    const line = `${request.method} ${path} ${reply.statusCode} ${ms} ms`;
    if (error) reply.log.error({ http, err: error }, line);
    else reply.log.info({ http }, line);
  }
}
