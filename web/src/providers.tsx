import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TRPCClient } from '@trpc/client';
import type { ReactNode } from 'react';
import { LazyNotifications } from './components/lazy-notifications/LazyNotifications.tsx';
import { LanguageSync } from './i18n/LanguageSync.tsx';
import { direction } from './i18n/locale.ts';
import { themeColorSchemeManager } from './lib/color-scheme.ts';
import { type AppRouter, TRPCProvider } from './lib/trpc.ts';
import { cssVariablesResolver, theme } from './theme.ts';

const colorSchemeManager = themeColorSchemeManager();

/**
 * What every page draws inside: the theme, the toasts, the API's clients and the language
 * (activated before the first draw: landing.tsx, main.tsx, render-page.tsx).
 */
export function Providers(props: {
  queryClient: QueryClient;
  trpcClient: TRPCClient<AppRouter>;
  children: ReactNode;
}) {
  return (
    <I18nProvider i18n={i18n}>
      <DirectionProvider initialDirection={direction(i18n.locale)} detectDirection={false}>
        <MantineProvider
          theme={theme}
          cssVariablesResolver={cssVariablesResolver}
          defaultColorScheme="auto"
          colorSchemeManager={colorSchemeManager}
        >
          {/* At the bottom: a toast never covers the account menu or a dialog's close button. */}
          <LazyNotifications position="bottom-right" />
          <QueryClientProvider client={props.queryClient}>
            <TRPCProvider trpcClient={props.trpcClient} queryClient={props.queryClient}>
              <LanguageSync />
              {props.children}
            </TRPCProvider>
          </QueryClientProvider>
        </MantineProvider>
      </DirectionProvider>
    </I18nProvider>
  );
}
