import { useNavigate } from '@tanstack/react-router';
import { useEndSession } from './use-end-session.ts';

/** Ends the session on the server, goes to the landing page, and forgets the user's data. */
export function useSignOut() {
  const navigate = useNavigate();
  // Leave the signed-in layout first: were the session cleared while it is mounted, it would
  // send the user to /auth instead.
  return useEndSession(() => navigate({ to: '/' }));
}
