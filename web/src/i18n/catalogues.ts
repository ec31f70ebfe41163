import type { I18n, Messages } from '@lingui/core';
import type { Locale } from '@teachchat/shared';

/**
 * A catalogue per language and area (src/locales/<locale>/<area>.json). `public` is what a
 * visitor without a session reads (the landing and sign-in pages); `app` the signed-in shell
 * and the components every role shares; each role's own screens are its own area, loaded by
 * its layout's guard (lib/guard.ts). A key's first segment names its area.
 */
export const AREAS = ['public', 'app', 'student', 'teacher', 'admin'] as const;
export type Area = (typeof AREAS)[number];

/** What every page of the app (not the landing page's own entry) draws with. */
export const APP_AREAS: readonly Area[] = ['public', 'app'];

// Each file is compiled by the Lingui Vite plugin (lingui.config.ts) into its own chunk, so a
// page downloads its areas in its reader's language only.
const importCatalogue = (locale: Locale, area: Area) =>
  import(`../locales/${locale}/${area}.json?lingui`) as Promise<{ messages: Messages }>;

const loaded = new WeakMap<I18n, Set<string>>();

/** Loads what is not loaded yet of `areas` in `locale` into `i18n` (a load adds, never replaces). */
export async function loadCatalogues(i18n: I18n, locale: Locale, areas: readonly Area[]) {
  let done = loaded.get(i18n);
  if (!done) loaded.set(i18n, (done = new Set()));
  const seen = done;
  const missing = areas.filter((area) => !seen.has(`${locale}/${area}`));
  const catalogues = await Promise.all(missing.map((area) => importCatalogue(locale, area)));
  missing.forEach((area, index) => {
    const catalogue = catalogues[index];
    if (!catalogue) return;
    i18n.load(locale, catalogue.messages);
    seen.add(`${locale}/${area}`);
  });
}
