import { TRPCClientError, createTRPCClient, type TRPCLink } from '@trpc/client';
import type { AnyTRPCProcedure, inferProcedureInput, inferProcedureOutput } from '@trpc/server';
import { observable } from '@trpc/server/observable';
import type { AppRouter } from '../lib/trpc.ts';

type Procedures = AppRouter['_def']['record'];

/** 'public.contact.send', 'admin.teachers.list', …: every query and mutation of the app. */
type ProcedurePath<R = Procedures, Prefix extends string = ''> = {
  [K in keyof R & string]: R[K] extends AnyTRPCProcedure
    ? R[K]['_def']['type'] extends 'subscription'
      ? never
      : `${Prefix}${K}`
    : ProcedurePath<R[K], `${Prefix}${K}.`>;
}[keyof R & string];

type ProcedureAt<P extends string, R = Procedures> = P extends `${infer Head}.${infer Rest}`
  ? Head extends keyof R
    ? ProcedureAt<Rest, R[Head]>
    : never
  : P extends keyof R
    ? R[P]
    : never;

/** What the double answers, by procedure: a value, a promise, or a thrown `refusal(…)`. */
export type ApiAnswers = {
  [P in ProcedurePath]?: (
    input: inferProcedureInput<ProcedureAt<P>>,
  ) => inferProcedureOutput<ProcedureAt<P>> | Promise<inferProcedureOutput<ProcedureAt<P>>>;
};

type ErrorCode = 'BAD_REQUEST' | 'CONFLICT' | 'FORBIDDEN' | 'NOT_FOUND' | 'TOO_MANY_REQUESTS';
const HTTP_STATUS: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
};

/**
 * A refused call as the server's errorFormatter sends it: the sentence, the code, and for an
 * input error the flattened zod messages by field.
 */
export function refusal(
  code: ErrorCode,
  message: string,
  fieldErrors?: Record<string, string[]>,
): TRPCClientError<AppRouter> {
  return TRPCClientError.from({
    error: {
      message,
      code: -32600,
      data: {
        code,
        httpStatus: HTTP_STATUS[code],
        zodError: fieldErrors ? { formErrors: [], fieldErrors } : null,
      },
    },
  });
}

/**
 * A tRPC client whose only link answers from `answers` instead of the network, so a component
 * runs its real queries and mutations. A call without an answer (a subscription included) is
 * refused, naming its path.
 */
export function trpcDouble(answers: ApiAnswers) {
  const answerOf = answers as Partial<Record<string, (input: unknown) => unknown>>;
  const link: TRPCLink<AppRouter> =
    () =>
    ({ op }) =>
      observable((observer) => {
        const answer = answerOf[op.path];
        Promise.resolve()
          .then(() => {
            if (!answer) throw refusal('NOT_FOUND', `The test double has no answer for ${op.path}`);
            return answer(op.input);
          })
          .then(
            (data) => {
              observer.next({ result: { type: 'data', data } });
              observer.complete();
            },
            (cause: unknown) =>
              observer.error(
                cause instanceof TRPCClientError
                  ? cause
                  : TRPCClientError.from(cause instanceof Error ? cause : new Error(String(cause))),
              ),
          );
      });
  return createTRPCClient<AppRouter>({ links: [link] });
}
