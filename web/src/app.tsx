import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import type { TRPCClient } from '@trpc/client';
import { LazyNotifications } from './components/lazy-notifications/LazyNotifications.tsx';
import { themeColorSchemeManager } from './lib/color-scheme.ts';
import { type AppRouter as ApiRouter, TRPCProvider } from './lib/trpc.ts';
import type { AppRouter } from './router.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

const colorSchemeManager = themeColorSchemeManager();

/** The whole app around its router: in the browser (main.tsx) and prerendered (prerender.tsx). */
export function App(props: {
  router: AppRouter;
  queryClient: QueryClient;
  trpcClient: TRPCClient<ApiRouter>;
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
          <RouterProvider router={props.router} />
        </TRPCProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
