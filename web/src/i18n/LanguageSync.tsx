import { useDirection } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_LOCALE, type Locale } from '@teachchat/shared';
import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { useTRPC } from '../lib/trpc.ts';
import { activateLanguage, activateTimeZone } from './language.ts';
import { browserLocale, direction, rememberLocale, storedLocale } from './locale.ts';

/**
 * Who reads which language (docs/architecture.md, "Languages"): a signed-in person their own
 * choice, else their school's default (the session says which: `locale`); a visitor without a
 * session the language this browser was last shown in, else the browser's, else the school's
 * (the public config's). Keeps the page's `lang` and `dir`, Mantine's direction and the
 * formatters' time zone with it. Drawn once, inside the providers.
 */
export function LanguageSync() {
  const trpc = useTRPC();
  const { data: session } = useQuery(trpc.public.session.queryOptions());
  const visitor = session === null;
  const { data: config } = useQuery({ ...trpc.public.config.queryOptions(), enabled: visitor });
  const wanted: Locale | undefined = session
    ? session.locale
    : visitor
      ? (storedLocale() ?? browserLocale(navigator.languages) ?? config?.locale ?? DEFAULT_LOCALE)
      : undefined;
  // Set while drawing, not after: the components drawn next format with it.
  activateTimeZone(session?.timeZone ?? config?.timeZone);
  const { i18n } = useLingui();
  const { setDirection } = useDirection();
  const active = i18n.locale;

  useEffect(() => {
    if (wanted && wanted !== active) void activateLanguage(wanted, []);
    if (session) rememberLocale(session.locale);
  }, [wanted, active, session]);

  useEffect(() => {
    document.documentElement.lang = active;
    setDirection(direction(active));
  }, [active, setDirection]);

  return null;
}
