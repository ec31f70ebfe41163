import type { MessageKey } from '../../i18n/keys.ts';
import { t } from '../../i18n/t.ts';
import type { StaffArea } from '../../lib/staff-area.ts';
import { errorCode } from '../admin/form-errors.ts';

/** The server says this for a missing student or activity; each area names its own viewer. */
export const MISSING_INFORMATION: Record<StaffArea, MessageKey> = {
  admin: 'app.transcript.missingAdmin',
  teacher: 'app.transcript.missingTeacher',
};

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
  const toast =
    area === 'teacher' ? message : ownSentence ? null : t('app.transcript.couldNotLoad');
  return new TranscriptLoadError(message, toast, cause);
}

/** Why a transcript did not load: the server's not-found sentence, or the generic failure. */
export function transcriptLoadError(error: unknown, area: StaffArea): TranscriptLoadError {
  if (error instanceof TranscriptLoadError) return error;
  const code = errorCode(error);
  if ((code === 'NOT_FOUND' || code === 'BAD_REQUEST') && error instanceof Error) {
    // The server writes its sentence in the reader's language, the one active here, and in
    // the teacher's words whoever asks.
    const missing = error.message === t(MISSING_INFORMATION.teacher);
    return failure(area, missing ? t(MISSING_INFORMATION[area]) : error.message, true, error);
  }
  return failure(area, t('app.transcript.loadFailed'), false, error);
}
