import { DEFAULT_LOCALE, isLocale, type Locale } from '@teachchat/shared';

/** The last language this browser was shown in by a session, for the next page's first paint. */
export const LOCALE_STORAGE_KEY = 'locale';

/** The first of the browser's languages that TeachChat speaks: 'es-MX' reads Spanish. */
export function browserLocale(languages: readonly string[]): Locale | null {
  for (const tag of languages) {
    const language = tag.toLowerCase().split('-')[0];
    if (isLocale(language)) return language;
  }
  return null;
}

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Disabled storage: nothing is remembered.
    return undefined;
  }
}

export function storedLocale(): Locale | null {
  const value = storage()?.getItem(LOCALE_STORAGE_KEY);
  return isLocale(value) ? value : null;
}

export function rememberLocale(locale: Locale) {
  try {
    storage()?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Full or disabled storage: the next page guesses from the browser instead.
  }
}

/**
 * The language a page paints in before the session has answered: the one a session last chose
 * in this browser (the person's own, else their school's), else the browser's, else English.
 * The session corrects it once it answers (LanguageSync).
 */
export function firstGuess(): Locale {
  return storedLocale() ?? browserLocale(globalThis.navigator?.languages ?? []) ?? DEFAULT_LOCALE;
}

// Languages written right to left, by their primary subtag. None ships a catalogue yet; the
// layout already follows `dir` (Mantine's DirectionProvider).
const RIGHT_TO_LEFT = new Set(['ar', 'dv', 'fa', 'he', 'ku', 'ps', 'sd', 'ug', 'ur', 'yi']);

export function direction(locale: string): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(locale.toLowerCase().split('-')[0] ?? '') ? 'rtl' : 'ltr';
}
