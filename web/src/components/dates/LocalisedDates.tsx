import { useLingui } from '@lingui/react';
import { DatesProvider } from '@mantine/dates';
import type { Locale } from '@teachchat/shared';
import { type ReactNode, useEffect, useState } from 'react';

// Mantine's date pickers name months and weekdays through dayjs, which knows English only
// until a language's locale is loaded: each loads with the first picker drawn in it.
const DAYJS_LOCALES: Record<Exclude<Locale, 'en'>, () => Promise<unknown>> = {
  es: () => import('dayjs/locale/es.js'),
  fr: () => import('dayjs/locale/fr.js'),
  de: () => import('dayjs/locale/de.js'),
};
const loaded = new Set<string>(['en']);

/** Around Mantine's date inputs: their months, weekdays and first day of the week in the reader's language. */
export function LocalisedDates({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const [, setReady] = useState(0);
  useEffect(() => {
    if (loaded.has(locale) || !(locale in DAYJS_LOCALES)) return;
    let mounted = true;
    void DAYJS_LOCALES[locale as keyof typeof DAYJS_LOCALES]().then(() => {
      loaded.add(locale);
      if (mounted) setReady((n) => n + 1);
    });
    return () => {
      mounted = false;
    };
  }, [locale]);
  return (
    <DatesProvider settings={{ locale: loaded.has(locale) ? locale : 'en' }}>
      {children}
    </DatesProvider>
  );
}
