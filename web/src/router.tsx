import { createRouter } from '@tanstack/react-router';
import { PageLoader } from './components/page-loader/PageLoader.tsx';
import { RouteError } from './components/route-error/RouteError.tsx';
import { queryClient, trpc } from './lib/trpc.ts';
import { routeTree } from './routeTree.gen.ts';

export const router = createRouter({
  routeTree,
  context: { queryClient, trpc },
  defaultPreload: 'intent',
  // TanStack Query owns freshness; the router's own preload cache would only hide it.
  defaultPreloadStaleTime: 0,
  defaultPendingComponent: PageLoader,
  defaultPendingMs: 150,
  defaultErrorComponent: RouteError,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
