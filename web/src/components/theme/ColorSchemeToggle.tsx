import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useT } from '../../i18n/use-t.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useTRPC } from '../../lib/trpc.ts';

/** Light/dark switch: stored in this browser, and in the user's preferences when signed in. */
export function ColorSchemeToggle() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const t = useT();
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const { data: session } = useQuery(trpc.public.session.queryOptions());

  const save = useMutation(
    trpc.me.updatePreferences.mutationOptions({
      onSuccess: (preferences) =>
        queryClient.setQueryData(trpc.public.session.queryKey(), (old) =>
          old ? { ...old, preferences } : old,
        ),
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: t('public.theme.notSaved'),
          message: errorMessage(error),
        }),
    }),
  );

  const next = computed === 'dark' ? 'light' : 'dark';
  const label = t(next === 'dark' ? 'public.theme.toDark' : 'public.theme.toLight');

  // The browser's own tooltip (title): on the landing page a Mantine Tooltip would be the
  // only thing to need floating-ui, about 16 KB of the first download.
  return (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={label}
      title={label}
      onClick={() => {
        setColorScheme(next);
        if (session) save.mutate({ theme: next });
      }}
    >
      {computed === 'dark' ? <IconSun size={18} /> : <IconMoon size={18} />}
    </ActionIcon>
  );
}
