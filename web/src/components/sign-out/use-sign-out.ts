import { notifications } from '@mantine/notifications';
import { hashKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { errorMessage } from '../../lib/errors.ts';
import { useTRPC } from '../../lib/trpc.ts';

/** Ends the session on the server, forgets every cached answer, and goes to the landing page. */
export function useSignOut() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const sessionKey = trpc.public.session.queryKey();

  return useMutation(
    trpc.me.signOut.mutationOptions({
      onSuccess: async () => {
        // Signed out first, so that the layout stops reading private data and the landing page
        // renders as a visitor's; then drop everything else the user had loaded.
        await queryClient.cancelQueries();
        queryClient.setQueryData(sessionKey, null);
        await navigate({ to: '/' });
        queryClient.removeQueries({
          predicate: (query) => query.queryHash !== hashKey(sessionKey),
        });
      },
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: 'Sign out failed',
          message: errorMessage(error),
        }),
    }),
  );
}
