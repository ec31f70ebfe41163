import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useT } from '../../i18n/use-t.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useTRPC } from '../../lib/trpc.ts';

/**
 * Ends the session on the server and forgets the user's data, after `leave` (the signed-in
 * pages leave for the landing page first, use-sign-out.ts). Without the router: the landing
 * page's own entry signs out with it, already where a signed-out visitor belongs.
 */
export function useEndSession(leave?: () => Promise<void>) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const t = useT();

  return useMutation(
    trpc.me.signOut.mutationOptions({
      onSuccess: async () => {
        await leave?.();
        // Forget the user and every private answer; public ones (the config) stay.
        await queryClient.cancelQueries();
        queryClient.setQueryData(trpc.public.session.queryKey(), null);
        for (const privateRouter of [trpc.me, trpc.admin, trpc.teacher, trpc.student]) {
          queryClient.removeQueries({ queryKey: privateRouter.pathKey() });
        }
      },
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: t('public.account.signOutFailed'),
          message: errorMessage(error),
        }),
    }),
  );
}
