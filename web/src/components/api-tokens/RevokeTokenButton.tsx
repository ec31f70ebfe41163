import { Button, Group, Popover, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../lib/errors.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useT } from '../../i18n/use-t.ts';

/** Revoke, after a confirmation: a script using the token stops working at once. */
export function RevokeTokenButton({ id, name }: { id: string; name: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const t = useT();

  const remove = useMutation(
    trpc.me.tokens.remove.mutationOptions({
      onSuccess: () => {
        setOpened(false);
        notifications.show({
          color: 'green',
          title: t('app.tokens.revoked'),
          message: t('app.tokens.revokedText', { name }),
        });
        void queryClient.invalidateQueries(trpc.me.tokens.list.queryFilter());
      },
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: t('app.tokens.notRevoked'),
          message: errorMessage(error),
        }),
    }),
  );

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      withArrow
      shadow="md"
      trapFocus
    >
      <Popover.Target>
        <Button size="xs" variant="subtle" color="red" onClick={() => setOpened((o) => !o)}>
          {t('app.tokens.revoke')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown maw={280}>
        <Text size="sm">{t('app.tokens.revokeConfirm', { name })}</Text>
        <Group justify="flex-end" gap="xs" mt="sm">
          <Button size="xs" variant="default" onClick={() => setOpened(false)}>
            {t('app.tokens.cancel')}
          </Button>
          <Button
            size="xs"
            color="red"
            loading={remove.isPending}
            onClick={() => remove.mutate({ id })}
          >
            {t('app.tokens.revoke')}
          </Button>
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}
