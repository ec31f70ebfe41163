/** What a change to an archived course's rows is refused with (docs/product.md#archiving). */
export const ARCHIVED_COURSE = 'This course is archived: it can be read but not changed.';

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
