import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TRPCClient } from '@trpc/client';
import type { ReactNode } from 'react';
import { LazyNotifications } from './components/lazy-notifications/LazyNotifications.tsx';
import { themeColorSchemeManager } from './lib/color-scheme.ts';
import { type AppRouter, TRPCProvider } from './lib/trpc.ts';
import { cssVariablesResolver, theme } from './theme.ts';

const colorSchemeManager = themeColorSchemeManager();

/** What every page draws inside: the theme, the toasts and the API's clients. */
export function Providers(props: {
  queryClient: QueryClient;
  trpcClient: TRPCClient<AppRouter>;
  children: ReactNode;
}) {
  return (
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
          {props.children}
        </TRPCProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
