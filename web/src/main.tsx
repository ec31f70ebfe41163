import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
// The dates, dropzone and charts packages' styles come with the screens that use them.
import './global.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { themeColorSchemeManager } from './lib/color-scheme.ts';
import { TRPCProvider, queryClient, trpcClient } from './lib/trpc.ts';
import { router } from './router.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

const colorSchemeManager = themeColorSchemeManager();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
      colorSchemeManager={colorSchemeManager}
    >
      {/* At the bottom: a toast never covers the account menu or a dialog's close button. */}
      <Notifications position="bottom-right" />
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          <RouterProvider router={router} />
        </TRPCProvider>
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
