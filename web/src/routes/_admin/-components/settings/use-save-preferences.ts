import { notifications } from '@mantine/notifications';
import type { PreferencesUpdate } from '@teachchat/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '~/lib/trpc.ts';

/** Saves some preferences; the session and profile caches take the saved ones at once. */
export function useSavePreferences() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const mutation = useMutation(
    trpc.me.updatePreferences.mutationOptions({
      onSuccess: (preferences) => {
        queryClient.setQueryData(trpc.public.session.queryKey(), (old) =>
          old ? { ...old, preferences } : old,
        );
        queryClient.setQueryData(trpc.me.get.queryKey(), (old) =>
          old ? { ...old, preferences } : old,
        );
        notifications.show({
          color: 'green',
          title: 'Changes Saved',
          message: 'Your settings have been updated successfully.',
        });
      },
      onError: () =>
        notifications.show({
          color: 'red',
          title: 'Error',
          message: 'Something went wrong while saving your changes.',
        }),
    }),
  );
  return {
    isPending: mutation.isPending,
    // The whole set goes with each save: a partial update on the server was seen to reset
    // the fields it did not name (compact mode lost when saving notification switches).
    save: (patch: PreferencesUpdate) => {
      const current = queryClient.getQueryData(trpc.me.get.queryKey())?.preferences;
      mutation.mutate({ ...current, ...patch });
    },
  };
}
