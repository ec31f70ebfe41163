import type { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_LOCALE } from '@teachchat/shared';
import { initTRPC, TRPCError } from '@trpc/server';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import superjson from 'superjson';
import { ZodError } from 'zod';
import { withCallFork } from '../db/call-fork.ts';
import { isDatabaseUnavailable } from '../unavailable.ts';
import { render, text, translate } from '../texts/index.ts';
import { flattenedIn, issueText } from '../texts/validation.ts';
import { AppError, ERROR_KINDS, isArchivedRefusal, forbidden, unauthorized } from '../errors.ts';
import type { Context } from './context.ts';

const t = initTRPC.context<Context>().create({
  transformer: superjson,
  errorFormatter({ shape, error, ctx }) {
    // Written in the caller's language (their own, a signed-out browser's, the school's);
    // English when the call failed before its context was made.
    const locale = ctx?.locale ?? DEFAULT_LOCALE;
    // A service's AppError (errors.ts): its kind's code and status, its text in the
    // caller's language (a sentence of its own as is).
    if (error.cause instanceof AppError) {
      const kind = ERROR_KINDS[error.cause.kind];
      return {
        ...shape,
        code: TRPC_ERROR_CODES_BY_KEY[kind.trpc],
        message: render(locale, error.cause.text ?? error.cause.message),
        data: {
          ...shape.data,
          code: kind.trpc,
          httpStatus: kind.http,
          stack: undefined,
          zodError: null,
        },
      };
    }
    // A change to an archived course, refused by PostgreSQL whichever path made it.
    if (isArchivedRefusal(error.cause)) {
      return {
        ...shape,
        code: TRPC_ERROR_CODES_BY_KEY.CONFLICT,
        message: translate(locale, 'error.archived'),
        data: {
          ...shape.data,
          code: 'CONFLICT' as const,
          httpStatus: 409,
          stack: undefined,
          zodError: null,
        },
      };
    }
    // Bad input: each field's messages, and the first as the error's, in the caller's language.
    const issues = error.cause instanceof ZodError ? error.cause : undefined;
    const zodError = issues ? flattenedIn(locale, issues) : null;
    const firstIssue = issues?.issues[0];
    // Server faults keep their details in the log; the client gets a plain sentence.
    const internal = error.code === 'INTERNAL_SERVER_ERROR';
    // PostgreSQL down or restarting (also while the context is made): a 503 to retry later.
    if (internal && isDatabaseUnavailable(error.cause)) {
      return {
        ...shape,
        message: translate(locale, 'error.unavailable'),
        data: {
          ...shape.data,
          code: 'SERVICE_UNAVAILABLE' as const,
          httpStatus: 503,
          stack: undefined,
          zodError,
        },
      };
    }
    // Input that could not be read at all (broken JSON or superjson, absurd nesting): the
    // JavaScript engine's own words would mean nothing to the caller.
    const unreadable =
      (error.code === 'PARSE_ERROR' || error.code === 'BAD_REQUEST') &&
      !zodError &&
      error.cause !== undefined &&
      !(error.cause instanceof TRPCError);
    return {
      ...shape,
      message: internal
        ? translate(locale, 'error.serverFault')
        : unreadable
          ? translate(locale, 'error.unreadable')
          : firstIssue
            ? render(locale, issueText(firstIssue))
            : shape.message,
      data: { ...shape.data, stack: undefined, zodError },
    };
  },
});

export const router = t.router;

/**
 * Every call gets its own EntityManager fork (never one per websocket connection), made
 * when the call first uses it (db/call-fork.ts).
 */
const withEntityManager = t.middleware(({ ctx, next }) =>
  withCallFork(ctx.orm, (em) => next({ ctx: { em } })),
);

/**
 * A query or mutation sent over the websocket (the chat's send is) is checked as one sent
 * over HTTP: who sends it is read again, so a sign-in that has expired since the socket
 * opened is refused. A subscription stays with who opened the socket, which is closed when
 * that sign-in is revoked (auth/revocation.ts).
 */
const withCurrentCaller = t.middleware(async ({ ctx, type, next }) => {
  if (!ctx.readCaller || type === 'subscription') return next();
  const auth = await ctx.readCaller();
  // Their language may have changed since the socket opened.
  const locale = !auth
    ? ctx.locale
    : (auth.user.locale ?? (await ctx.school.get(() => ctx.orm.em.fork() as EntityManager)));
  return next({ ctx: { auth, locale } });
});

export const publicProcedure = t.procedure.use(withEntityManager).use(withCurrentCaller);

export const authedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.auth) throw unauthorized(text('error.signIn'));
  return next({ ctx: { auth: ctx.auth, user: ctx.auth.user } });
});

/**
 * Signed in through the browser (the session cookie), not with an API token. Managing API
 * tokens needs it: a token that could make tokens could leave one behind that outlives it.
 */
export const sessionProcedure = authedProcedure.use(({ ctx, next }) => {
  if (!ctx.auth.sessionId) {
    throw forbidden(text('error.tokensInApp'));
  }
  return next();
});

const forRole = (role: 'admin' | 'teacher' | 'student') =>
  authedProcedure.use(({ ctx, next }) => {
    if (ctx.user.role !== role) {
      throw forbidden(text('error.wrongRole'));
    }
    return next();
  });

export const adminProcedure = forRole('admin');
export const teacherProcedure = forRole('teacher');
export const studentProcedure = forRole('student');
