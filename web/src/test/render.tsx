import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  type AnyRouter,
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterContextProvider,
} from '@tanstack/react-router';
import { render as renderDom } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@teachchat/shared';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { TRPCProvider } from '../lib/trpc.ts';
import { cssVariablesResolver, theme } from '../theme.ts';
import { type ApiAnswers, trpcDouble } from './trpc-double.ts';

// The app's type for RouterContextProvider asks for the app's own router; any router will do.
const RouterContext = RouterContextProvider as ComponentType<{
  router: AnyRouter;
  children?: ReactNode;
}>;

interface RenderOptions {
  /** The server's answers, for a component that calls it (see trpc-double.ts). */
  api?: ApiAnswers;
  /** Where the page is, for links and navigation. */
  path?: string;
  /** The reader's language; English unless given (every catalogue is loaded: languages.ts). */
  locale?: Locale;
}

/**
 * Renders `ui` inside what the app gives every component: the language, the Mantine theme (in its test mode:
 * no transitions, no portals), toasts, react-query, tRPC and a router. Returns Testing
 * Library's queries, a `user` to drive it, and the `history` that navigation moves.
 */
export function render(
  ui: ReactElement,
  { api = {}, path = '/', locale = 'en' }: RenderOptions = {},
) {
  i18n.activate(locale);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createRouter({ routeTree: createRootRoute(), history });
  const trpcClient = trpcDouble(api);

  function Providers({ children }: { children: ReactNode }) {
    return (
      <I18nProvider i18n={i18n}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
          <Notifications />
          <QueryClientProvider client={queryClient}>
            <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
              <RouterContext router={router}>{children}</RouterContext>
            </TRPCProvider>
          </QueryClientProvider>
        </MantineProvider>
      </I18nProvider>
    );
  }

  return {
    user: userEvent.setup({ delay: null }),
    history,
    ...renderDom(ui, { wrapper: Providers }),
  };
}
