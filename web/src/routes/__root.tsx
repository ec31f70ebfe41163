import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { NotFoundPage } from '../components/not-found/NotFoundPage.tsx';
import { useSessionTheme } from '../components/theme/use-session-theme.ts';
import type { RouterContext } from '../lib/router-context.ts';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootComponent,
  notFoundComponent: NotFoundPage,
});

function RootComponent() {
  useSessionTheme();
  return <Outlet />;
}
