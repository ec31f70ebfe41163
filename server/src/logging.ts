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
