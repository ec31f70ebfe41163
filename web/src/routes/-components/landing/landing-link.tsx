import { Button, type ButtonProps } from '@mantine/core';
import { type ComponentPropsWithRef, type JSX, createContext, use } from 'react';
import type { AnchorElementProps } from '~/components/router-links/router-links.tsx';
import type { RoleHomePath } from '~/lib/role-home.ts';

/**
 * What the landing page's links into the app are drawn with. In the app (routes/index.tsx)
 * the router's link, which moves without a page load; in the landing page's own entry
 * (landing.tsx), which has no router, a plain anchor: the app loads with the page it goes to.
 * Either takes `href`.
 */
export const LandingLinkContext =
  createContext<(props: ComponentPropsWithRef<'a'>) => JSX.Element>(PlainAnchor);

function PlainAnchor(props: ComponentPropsWithRef<'a'>) {
  return <a {...props} />;
}

/** A button that goes into the app: sign-in or a role's home. */
export function LandingButtonLink({
  to,
  ...props
}: ButtonProps & Omit<AnchorElementProps, 'href'> & { to: RoleHomePath }) {
  const Link = use(LandingLinkContext);
  return <Button component={Link} href={to} {...props} />;
}
