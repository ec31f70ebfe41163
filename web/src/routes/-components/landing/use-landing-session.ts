import { useQuery } from '@tanstack/react-query';
import { hasKnownHome, roleHomePath } from '~/lib/role-home.ts';
import { useTRPC } from '~/lib/trpc.ts';

/** The visitor's session as the landing page needs it: signed in, and where "Dashboard" goes. */
export function useLandingSession() {
  const trpc = useTRPC();
  const { data: session } = useQuery(trpc.public.session.queryOptions());
  const signedIn = Boolean(session && hasKnownHome(session.user.role));
  return { session, signedIn, home: roleHomePath(session?.user.role) };
}
