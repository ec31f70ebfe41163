import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { renderToString } from 'react-dom/server';
import superjson from 'superjson';
import { App } from './app.tsx';
import { loadedToDraw } from './lib/drawn-on-server.ts';
import { pageStateScript } from './lib/page-state.ts';
import type { AppRouter } from './lib/trpc.ts';
import { createAppRouter } from './router.tsx';

export interface RenderedPage {
  /** The page's markup, for index.html's #root. */
  markup: string;
  /** The answers it was drawn from, a JSON script element for main.tsx to restore. */
  state: string;
}

/**
 * A page drawn with the app's own components, as the app would show it once its route has
 * loaded, with every call going through `fetch` to the same /trpc a browser calls. The
 * server bundle's entry (built by web/prerender.ts): at build time for the landing page,
 * whose calls are never answered (sign-in offered, the demo's preview); on a request for
 * the student chat page, whose calls the server answers as the student's browser would be
 * (server/src/http/server-render.ts). Null when the route does not load as itself (sent
 * elsewhere, not found, failed): the browser then loads it as any other page.
 */
export async function renderPage(url: string, fetch: typeof globalThis.fetch) {
  const queryClient = new QueryClient({
    // Nothing is asked twice within one render, and a failure is the browser's to retry.
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  const trpcClient = createTRPCClient<AppRouter>({
    links: [httpBatchLink({ url: '/trpc', transformer: superjson, fetch })],
  });
  const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
  const router = createAppRouter(
    { queryClient, trpc },
    createMemoryHistory({ initialEntries: [url] }),
  );
  await router.load();
  // What the route's components load on their own (the Markdown renderer): the picture is
  // drawn as the live page, which waits for it too, draws its first frame.
  await loadedToDraw();
  // Sent elsewhere (the guard's redirect), nothing is committed; not found or failed, a match
  // says so.
  const { matches } = router.state;
  if (matches.length === 0 || matches.some((match) => match.status !== 'success')) return null;
  const markup = renderToString(
    <App router={router} queryClient={queryClient} trpcClient={trpcClient} />,
  );
  return {
    // The router writes its scroll-restoration script for a page that will be hydrated; this
    // one is drawn over instead, and the content security policy would refuse the script.
    markup: markup.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, ''),
    state: pageStateScript(queryClient),
  } satisfies RenderedPage;
}
