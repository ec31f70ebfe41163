import { z } from 'zod';

// The router parses search values as JSON first, so `?courseId=42` arrives as the number 42;
// accept both and keep a string. A malformed value is dropped rather than failing the page.
export const optionalSearchString = z
  .union([z.string(), z.number()])
  .transform((value) => String(value))
  .optional()
  .catch(undefined);
