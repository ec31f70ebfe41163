import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { renderToString } from 'react-dom/server';
import superjson from 'superjson';
import { App } from './app.tsx';
import type { AppRouter } from './lib/trpc.ts';
import { createAppRouter } from './router.tsx';

/**
 * A page's markup as a visitor first sees it, before any answer from the server: the
 * landing page offers sign-in and shows the demo's preview until the session and the
 * config arrive. Run at build time by web/prerender.ts; the calls a loader starts are
 * never answered here.
 */
export async function prerender(url: string): Promise<string> {
  const queryClient = new QueryClient();
  const trpcClient = createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({ url: '/trpc', transformer: superjson, fetch: () => new Promise(() => {}) }),
    ],
  });
  const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
  const router = createAppRouter(
    { queryClient, trpc },
    createMemoryHistory({ initialEntries: [url] }),
  );
  await router.load();
  const markup = renderToString(
    <App router={router} queryClient={queryClient} trpcClient={trpcClient} />,
  );
  // The router writes its scroll-restoration script for a page that will be hydrated; this
  // one is drawn over instead, and the content security policy would refuse the script.
  return markup.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
}
