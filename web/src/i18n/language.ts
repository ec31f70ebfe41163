import { i18n } from '@lingui/core';
import type { Locale } from '@teachchat/shared';
import { setSchoolTimeZone } from '../lib/time-zone.ts';
import { type Area, loadCatalogues } from './catalogues.ts';
import { direction } from './locale.ts';

// Every area any page has asked for: a change of language loads them all in the new one.
const requested = new Set<Area>();
let latestCall = 0;

/** Loads `areas`, and every area asked for before, in `locale`, into the app's Lingui instance. */
export async function loadLanguage(locale: Locale, areas: readonly Area[]) {
  areas.forEach((area) => requested.add(area));
  await loadCatalogues(i18n, locale, [...requested]);
}

/**
 * Loads, then switches the app to `locale`: a screen never shows a key or half its texts. The
 * last call wins: a first guess that loads after the session's choice does not undo it.
 */
export async function activateLanguage(locale: Locale, areas: readonly Area[]) {
  const call = ++latestCall;
  await loadLanguage(locale, areas);
  if (call !== latestCall || i18n.locale === locale) return;
  i18n.activate(locale);
  // At once, not with the next draw: a screen reader reads the page in its language, and a
  // page drawn before the app took over (the landing page, the chat page) is in English
  // until then.
  if (typeof document !== 'undefined') {
    document.documentElement.lang = locale;
    document.documentElement.dir = direction(locale);
  }
}

/** The school's time zone, in which every date and time is shown (lib/format.ts). */
export function activateTimeZone(timeZone: string | undefined) {
  setSchoolTimeZone(timeZone);
}
