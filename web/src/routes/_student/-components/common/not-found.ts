import { notFound } from '@tanstack/react-router';
import { TRPCClientError } from '@trpc/client';
import { errorMessage } from '~/lib/errors.ts';

export function isNotFoundError(error: unknown): boolean {
  return (
    error instanceof TRPCClientError &&
    (error.data as { code?: string } | undefined)?.code === 'NOT_FOUND'
  );
}

/** A load failure with its toast title ('Error fetching activity'). */
export class TitledLoadError extends Error {
  readonly title: string;

  constructor(title: string, cause: unknown) {
    super(errorMessage(cause), { cause });
    this.name = 'TitledLoadError';
    this.title = title;
  }
}

/**
 * For loaders: a resource the server does not show this student (missing, or not theirs)
 * becomes the route's not-found state; any other failure stays an error, titled if asked.
 */
export async function orNotFound<T>(loading: Promise<T>, errorTitle?: string): Promise<T> {
  try {
    return await loading;
  } catch (error) {
    if (isNotFoundError(error)) throw notFound();
    throw errorTitle ? new TitledLoadError(errorTitle, error) : error;
  }
}
