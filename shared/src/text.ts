import { z } from 'zod';
import { type FieldName, says } from './validation.ts';

/**
 * Text PostgreSQL keeps exactly as typed: no NUL character (a text column cannot hold it)
 * and no lone UTF-16 surrogate (it has no UTF-8 form, so it would be stored as U+FFFD).
 * No keyboard produces either; a script or a broken client can.
 */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && value.isWellFormed();
}

/** A search box's text: trimmed, at most 200 characters, storable. */
export const searchText = z
  .string()
  .trim()
  .max(200)
  .refine(isStorableText, says('notAllowed', 'search'));

/** Required text: trimmed, not empty, at most `max` characters, storable. */
export const requiredText = (field: FieldName, max: number) =>
  z
    .string()
    .trim()
    .min(1, says('required', field))
    .max(max, says('tooLong', field, { max }))
    .refine(isStorableText, says('notAllowed', field));

/** Optional text: trimmed, at most `max` characters, storable; empty becomes null. */
export const optionalText = (field: FieldName, max: number) =>
  z
    .string()
    .trim()
    .max(max, says('tooLong', field, { max }))
    .refine(isStorableText, says('notAllowed', field))
    .transform((v) => (v === '' ? null : v))
    .nullish();
