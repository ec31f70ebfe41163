import { z } from 'zod';

/**
 * Text PostgreSQL keeps exactly as typed: no NUL character (a text column cannot hold it)
 * and no lone UTF-16 surrogate (it has no UTF-8 form, so it would be stored as U+FFFD).
 * No keyboard produces either; a script or a broken client can.
 */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && value.isWellFormed();
}

export const notStorableMessage = (label: string) =>
  `${label} contains characters that are not allowed.`;

/** A search box's text: trimmed, at most 200 characters, storable. */
export const searchText = z
  .string()
  .trim()
  .max(200)
  .refine(isStorableText, notStorableMessage('Search'));

/** Required text: trimmed, not empty, at most `max` characters, storable. */
export const requiredText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(isStorableText, notStorableMessage(label));

/** Optional text: trimmed, at most `max` characters, storable; empty becomes null. */
export const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine(isStorableText, notStorableMessage(label))
    .transform((v) => (v === '' ? null : v))
    .nullish();
