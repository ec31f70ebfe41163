import { i18n } from '@lingui/core';
import { QueryClient } from '@tanstack/react-query';
import { DEFAULT_LOCALE } from '@teachchat/shared';
import { createMemoryHistory } from '@tanstack/react-router';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { renderToString } from 'react-dom/server';
import superjson from 'superjson';
import { App } from './app.tsx';
import { AREAS } from './i18n/catalogues.ts';
import { activateTimeZone, loadLanguage } from './i18n/language.ts';
import { direction } from './i18n/locale.ts';
import { loadedToDraw } from './lib/drawn-on-server.ts';
import { pageStateScript } from './lib/page-state.ts';
import type { AppRouter } from './lib/trpc.ts';
import { createAppRouter } from './router.tsx';

export interface RenderedPage {
  /** The page's markup, for index.html's #root. */
  markup: string;
  /** The answers it was drawn from, a JSON script element for main.tsx to restore. */
  state: string;
  /** The language it is drawn in and its direction, for `<html lang dir>`. */
  lang: string;
  dir: 'ltr' | 'rtl';
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
  // One Lingui instance serves every request this process draws: the reader's language is
  // loaded (a load adds), then activated with nothing awaited between it and the synchronous
  // draw, so another request's activation cannot come in between. The prerender has no
  // session: English.
  const session = queryClient.getQueryData(trpc.public.session.queryKey());
  const locale = session?.locale ?? DEFAULT_LOCALE;
  await loadLanguage(locale, AREAS);
  i18n.activate(locale);
  activateTimeZone(session?.timeZone);
  const markup = renderToString(
    <App router={router} queryClient={queryClient} trpcClient={trpcClient} />,
  );
  return {
    // The router writes its scroll-restoration script for a page that will be hydrated; this
    // one is drawn over instead, and the content security policy would refuse the script.
    markup: markup.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, ''),
    state: pageStateScript(queryClient),
    lang: locale,
    dir: direction(locale),
  } satisfies RenderedPage;
}
