import { z } from 'zod';
import { LOCALES } from './locales.ts';
import { says } from './validation.ts';

export const localeSchema = z.enum(
  LOCALES,
  says('language', undefined, { locales: LOCALES.join(', ') }),
);

/** Profile → Language: a language, or null to follow the school's default. */
export const setLanguageInput = z.object({ locale: localeSchema.nullable() });
export type SetLanguageInput = z.infer<typeof setLanguageInput>;

/** Admin → Settings → Language: what people who have chosen none read. */
export const schoolLanguageSettings = z.object({ defaultLocale: localeSchema });
export type SchoolLanguageSettings = z.infer<typeof schoolLanguageSettings>;
