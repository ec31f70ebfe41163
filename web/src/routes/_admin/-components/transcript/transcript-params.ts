import { z } from 'zod';
import { errorCode } from '../../../../components/admin/form-errors.ts';

export const MISSING_INFORMATION =
  'Required information (activity, student, authenticated admin) is missing.';
export const LOAD_FAILED = 'Failed to load chat details.';

const paramsSchema = z.object({ activityId: z.uuid(), studentEmail: z.email() });

/** The route's params when both are usable; otherwise the page says what is missing. */
export function transcriptParams(params: {
  activityId: string;
  studentEmail: string;
}): { activityId: string; studentEmail: string } | null {
  const parsed = paramsSchema.safeParse({
    activityId: params.activityId.trim(),
    studentEmail: params.studentEmail.trim().toLowerCase(),
  });
  return parsed.success ? parsed.data : null;
}

/**
 * What the page says when the transcript cannot be loaded: the server's not-found sentence
 * (in its admin wording), or the generic failure; `toast` when a toast goes with it too
 * (docs/product.md#admin-errors).
 */
export function transcriptFailure(error: unknown): { message: string; toast: boolean } {
  if (errorCode(error) === 'NOT_FOUND' && error instanceof Error) {
    // The server shares one sentence with the teacher screen; the admin's names the admin.
    if (error.message.startsWith('Required information')) {
      return { message: MISSING_INFORMATION, toast: false };
    }
    return { message: error.message, toast: false };
  }
  return { message: LOAD_FAILED, toast: true };
}
