import { transcriptInput } from '@teachchat/shared';
import { TRPCClientError } from '@trpc/client';

export const MISSING_INFO = 'Required information (activity, student, user) is missing.';
export const LOAD_FAILED = 'Failed to load chat details.';

/** A transcript that cannot be shown, and why, in words (docs/product.md#teacher-errors). */
export class TranscriptLoadError extends Error {
  constructor(message: string, cause?: unknown) {
    super(message, { cause });
    this.name = 'TranscriptLoadError';
  }
}

/** The route's parameters as the server wants them, or the missing-information error. */
export function transcriptParams(activityId: string, studentEmail: string) {
  const parsed = transcriptInput.safeParse({ activityId, studentEmail });
  if (!parsed.success) throw new TranscriptLoadError(MISSING_INFO);
  return parsed.data;
}

/** NOT_FOUND carries a sentence for people ('Activity details not found for ID: …'); others not. */
export function transcriptErrorMessage(error: unknown): string {
  if (error instanceof TranscriptLoadError) return error.message;
  if (error instanceof TRPCClientError) {
    const code = (error.data as { code?: string } | undefined)?.code;
    if (code === 'NOT_FOUND' || code === 'BAD_REQUEST') return error.message || LOAD_FAILED;
  }
  return LOAD_FAILED;
}
