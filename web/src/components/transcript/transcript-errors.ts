import type { StaffArea } from '../../lib/staff-area.ts';
import { errorCode } from '../admin/form-errors.ts';

/** The server says this for a missing student or activity; each area names its own viewer. */
export const MISSING_INFORMATION: Record<StaffArea, string> = {
  admin: 'Required information (activity, student, authenticated admin) is missing.',
  teacher: 'Required information (activity, student, user) is missing.',
};
export const LOAD_FAILED = 'Failed to load chat details.';

/**
 * A transcript that cannot be shown: why, in the words of docs/product.md's error catalogue,
 * and the toast that goes with it, if any.
 */
export class TranscriptLoadError extends Error {
  readonly toast: string | null;

  constructor(message: string, toast: string | null, cause?: unknown) {
    super(message, { cause });
    this.name = 'TranscriptLoadError';
    this.toast = toast;
  }
}

// The teacher's errors all come with a toast repeating them; the admin's only when the
// failure is not the server's own sentence (docs/product.md#admin-errors).
export function failure(area: StaffArea, message: string, ownSentence: boolean, cause?: unknown) {
  const toast = area === 'teacher' ? message : ownSentence ? null : 'Could not load chat details.';
  return new TranscriptLoadError(message, toast, cause);
}

/** Why a transcript did not load: the server's not-found sentence, or the generic failure. */
export function transcriptLoadError(error: unknown, area: StaffArea): TranscriptLoadError {
  if (error instanceof TranscriptLoadError) return error;
  const code = errorCode(error);
  if ((code === 'NOT_FOUND' || code === 'BAD_REQUEST') && error instanceof Error) {
    const missing = error.message.startsWith('Required information');
    return failure(area, missing ? MISSING_INFORMATION[area] : error.message, true, error);
  }
  return failure(area, LOAD_FAILED, false, error);
}
