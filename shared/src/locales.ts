// No zod here: the landing page picks its language from these constants alone
// (locale-schemas.ts holds the schemas).

/** The languages TeachChat speaks, in the order a picker lists them; the first is the default. */
export const LOCALES = ['en', 'es', 'fr', 'de'] as const;
export type Locale = (typeof LOCALES)[number];

/** What a school speaks until an admin chooses, and what any missing text falls back to. */
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language by its own name, as a picker shows it to someone who reads only that one. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** A person's language: their own choice, else the school's default. */
export function effectiveLocale(own: Locale | null | undefined, school: Locale): Locale {
  return own ?? school;
}
