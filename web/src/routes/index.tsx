import { Link, createFileRoute } from '@tanstack/react-router';
import type { ComponentPropsWithRef } from 'react';
import { LandingLinkContext } from './-components/landing/landing-link.tsx';
import { LandingPage } from './-components/landing/LandingPage.tsx';

// The server's sign-in callback lands a user on their role home, so / itself never redirects:
// a signed-in visitor sees the landing page with Dashboard and Logout
// (docs/product.md#route-guard). A visitor without a session gets the same page from its own
// entry instead (landing.tsx), without the router.
export const Route = createFileRoute('/')({
  loader: ({ context }) => {
    // The page paints at once: the demo section shows its preview until the config loads,
    // and the header and hero offer sign-in until the session says who is visiting.
    void context.queryClient.prefetchQuery(context.trpc.public.config.queryOptions());
    void context.queryClient.prefetchQuery(context.trpc.public.session.queryOptions());
  },
  component: LandingInApp,
});

/** The landing page's links as the router's: into the app without a page load. */
function RouterAnchor({ href, ...props }: ComponentPropsWithRef<'a'>) {
  return <Link to={href} {...props} />;
}

function LandingInApp() {
  return (
    <LandingLinkContext value={RouterAnchor}>
      <LandingPage />
    </LandingLinkContext>
  );
}
