import { TRPCClientError } from '@trpc/client';
import { errorMessage, fieldErrors } from '../../lib/errors.ts';

export function errorCode(error: unknown): string | undefined {
  return error instanceof TRPCClientError
    ? (error.data as { code?: string } | undefined)?.code
    : undefined;
}

export interface FormErrorsFromServer {
  /** Messages to show under fields. */
  fields: Record<string, string>;
  /** A message that belongs to no field, shown above the buttons. */
  general: string | null;
}

/**
 * Places a refused save on the form: zod's field errors under their fields, a conflict (a taken
 * course code or email) under the field it is about, anything else as a general message.
 */
export function formErrorsFrom(error: unknown, conflictField?: string): FormErrorsFromServer {
  const fields = fieldErrors(error);
  if (conflictField && errorCode(error) === 'CONFLICT' && error instanceof Error) {
    fields[conflictField] = error.message;
  }
  return {
    fields,
    general: Object.keys(fields).length > 0 ? null : errorMessage(error),
  };
}
