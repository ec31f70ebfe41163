import { en, type Text, translate } from './texts/index.ts';

/**
 * The app's one error vocabulary. Services, retrieval (rag/) and auth/ throw an AppError
 * with a kind and a sentence meant for the user, or a catalogued text (texts/) that the
 * transport writes in the caller's language; tRPC's errorFormatter (trpc/init.ts) and the
 * HTTP routes' error handler (http/detail-errors.ts) turn it into their own status codes.
 * Nothing below the transports (trpc/, http/) knows about either.
 */
export const ERROR_KINDS = {
  'bad-input': { trpc: 'BAD_REQUEST', http: 400 },
  unauthorized: { trpc: 'UNAUTHORIZED', http: 401 },
  forbidden: { trpc: 'FORBIDDEN', http: 403 },
  'not-found': { trpc: 'NOT_FOUND', http: 404 },
  conflict: { trpc: 'CONFLICT', http: 409 },
  precondition: { trpc: 'PRECONDITION_FAILED', http: 412 },
  'too-many': { trpc: 'TOO_MANY_REQUESTS', http: 429 },
  'too-large': { trpc: 'PAYLOAD_TOO_LARGE', http: 413 },
  'unsupported-media': { trpc: 'UNSUPPORTED_MEDIA_TYPE', http: 415 },
} as const;

export type ErrorKind = keyof typeof ERROR_KINDS;

/** An error's words: a catalogued text, or a sentence of its own (a file's name and why). */
export type ErrorText = Text | string;

export class AppError extends Error {
  override readonly name: string = 'AppError';
  readonly kind: ErrorKind;
  /** The catalogued text, when it has one; `message` is always its English. */
  readonly text: Text | undefined;
  constructor(kind: ErrorKind, message: ErrorText, options?: ErrorOptions) {
    super(
      typeof message === 'string' ? message : translate('en', message.key, message.values),
      options,
    );
    this.kind = kind;
    this.text = typeof message === 'string' ? undefined : message;
  }
}

export const badInput = (message: ErrorText) => new AppError('bad-input', message);
export const unauthorized = (message: ErrorText) => new AppError('unauthorized', message);
export const forbidden = (message: ErrorText) => new AppError('forbidden', message);
export const notFound = (message: ErrorText) => new AppError('not-found', message);
export const conflict = (message: ErrorText) => new AppError('conflict', message);
export const precondition = (message: ErrorText) => new AppError('precondition', message);
export const tooMany = (message: ErrorText) => new AppError('too-many', message);
export const tooLarge = (message: ErrorText) => new AppError('too-large', message);
export const unsupportedMedia = (message: ErrorText) => new AppError('unsupported-media', message);

/** What a caller whose role is not the procedure's is told, also when a live subscription's
 * role changes. */
export const WRONG_ROLE = en['error.wrongRole'];

/** What a client is told of a fault on our side; the details stay in the log. */
export const SERVER_FAULT = en['error.serverFault'];

/** The HTTP status for an AppError's kind (the upload, avatar and retrieval routes). */
export const httpStatus = (error: AppError): number => ERROR_KINDS[error.kind].http;

/** What a change to an archived course's rows is refused with (docs/product.md#archiving). */
export const ARCHIVED_COURSE = en['error.archived'];

/**
 * True when `err` (or an error it wraps) is PostgreSQL refusing a change to an archived
 * course's rows: SQLSTATE TC001, raised by the triggers of Migration20261128173000. The
 * transports answer it with 409 and ARCHIVED_COURSE, whichever path made the change.
 */
export function isArchivedRefusal(err: unknown, depth = 0): boolean {
  if (!(err instanceof Error) || depth > 5) return false;
  if ((err as { code?: unknown }).code === 'TC001') return true;
  return isArchivedRefusal(err.cause, depth + 1);
}
