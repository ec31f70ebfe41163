import { type RouterHistory, createRouter } from '@tanstack/react-router';
import { PageLoader } from './components/page-loader/PageLoader.tsx';
import { RouteError } from './components/route-error/RouteError.tsx';
import type { RouterContext } from './lib/router-context.ts';
import { routeTree } from './routeTree.gen.ts';

/** The app's router: the browser's history, or a memory one for the prerender. */
export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    history,
    defaultPreload: 'intent',
    // TanStack Query owns freshness; the router's own preload cache would only hide it.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: PageLoader,
    defaultPendingMs: 150,
    defaultErrorComponent: RouteError,
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
