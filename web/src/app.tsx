import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import type { TRPCClient } from '@trpc/client';
import type { AppRouter as ApiRouter } from './lib/trpc.ts';
import { Providers } from './providers.tsx';
import type { AppRouter } from './router.tsx';

/** The whole app around its router: in the browser (main.tsx) and drawn on the server (render-page.tsx). */
export function App(props: {
  router: AppRouter;
  queryClient: QueryClient;
  trpcClient: TRPCClient<ApiRouter>;
}) {
  return (
    <Providers queryClient={props.queryClient} trpcClient={props.trpcClient}>
      <RouterProvider router={props.router} />
    </Providers>
  );
}
