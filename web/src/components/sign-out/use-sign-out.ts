import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { errorMessage } from '../../lib/errors.ts';
import { useTRPC } from '../../lib/trpc.ts';

/** Ends the session on the server, goes to the landing page, and forgets the user's data. */
export function useSignOut() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return useMutation(
    trpc.me.signOut.mutationOptions({
      onSuccess: async () => {
        // Leave the signed-in layout first: were the session cleared while it is mounted, it
        // would send the user to /auth instead. Then forget the user and every private answer;
        // public ones (the config) stay.
        await navigate({ to: '/' });
        await queryClient.cancelQueries();
        queryClient.setQueryData(trpc.public.session.queryKey(), null);
        for (const privateRouter of [trpc.me, trpc.admin, trpc.teacher, trpc.student]) {
          queryClient.removeQueries({ queryKey: privateRouter.pathKey() });
        }
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
