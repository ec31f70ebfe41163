import { setTimeout as sleep } from 'node:timers/promises';

/** What a caller sees while PostgreSQL cannot be reached (HTTP 503; clients may retry). */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'TeachChat is temporarily unavailable. Please try again in a moment.';

// Node socket errors of a server that is down, restarting or unreachable.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

// SQLSTATEs of a server going away or not yet accepting work: class 08 (connection
// exception), 57P01-57P03 (admin or crash shutdown, cannot connect now).
// 08P01 (protocol violation) is left out: a request the server could not take (a NUL in a
// parameter, say) is a bad request, not an outage, and retrying it would never help.
const isUnavailableSqlState = (code: string) =>
  (code.startsWith('08') && code !== '08P01') || /^57P0[1-3]$/.test(code);

// node-postgres reports a dropped socket and its own connect timeout without a code.
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /^Client has encountered a connection error/,
];

/**
 * True when `err` (or an error it wraps) means PostgreSQL cannot be reached just now, as
 * opposed to a bad query or a broken row: the same request may work once it is back.
 */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!(err instanceof Error) || depth > 5) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || isUnavailableSqlState(code)))
    return true;
  if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(err.message))) return true;
  if (err instanceof AggregateError && err.errors.some((e) => isDatabaseUnavailable(e, depth + 1)))
    return true;
  return isDatabaseUnavailable(err.cause, depth + 1);
}

const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 5_000;

/**
 * Runs `task`, and while PostgreSQL cannot be reached runs it again (backing off to every
 * 5 s) until it is back or `signal` aborts (the node closing). `onUnavailable` runs once,
 * at the first failure. Other errors end it at once.
 */
export async function retryWhileUnavailable<T>(
  task: () => Promise<T>,
  opts: { signal: AbortSignal; onUnavailable?(err: unknown): void },
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await task();
    } catch (err) {
      if (!isDatabaseUnavailable(err) || opts.signal.aborted) throw err;
      if (attempt === 0) opts.onUnavailable?.(err);
      const wait = Math.min(RETRY_FIRST_MS * 2 ** attempt, RETRY_MAX_MS);
      await sleep(wait, undefined, { signal: opts.signal }).catch(() => {});
    }
  }
}
