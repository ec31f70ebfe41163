import { notifications } from '@mantine/notifications';
import type { PreferencesUpdate } from '@teachchat/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useT } from '~/i18n/use-t.ts';
import { useTRPC } from '~/lib/trpc.ts';

/** Saves some preferences; the session and profile caches take the saved ones at once. */
export function useSavePreferences() {
  const trpc = useTRPC();
  const t = useT();
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
          title: t('admin.settings.saved'),
          message: t('admin.settings.savedText'),
        });
      },
      onError: () =>
        notifications.show({
          color: 'red',
          title: t('admin.settings.error'),
          message: t('admin.settings.notSaved'),
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
