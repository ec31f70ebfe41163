import { Button, Group, Popover, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../lib/errors.ts';
import { useTRPC } from '../../lib/trpc.ts';

/** Revoke, after a confirmation: a script using the token stops working at once. */
export function RevokeTokenButton({ id, name }: { id: string; name: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);

  const remove = useMutation(
    trpc.me.tokens.remove.mutationOptions({
      onSuccess: () => {
        setOpened(false);
        notifications.show({
          color: 'green',
          title: 'Token revoked',
          message: `“${name}” no longer works.`,
        });
        void queryClient.invalidateQueries(trpc.me.tokens.list.queryFilter());
      },
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: 'Token not revoked',
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
          Revoke
        </Button>
      </Popover.Target>
      <Popover.Dropdown maw={280}>
        <Text size="sm">Revoke “{name}”? Scripts using it will stop working.</Text>
        <Group justify="flex-end" gap="xs" mt="sm">
          <Button size="xs" variant="default" onClick={() => setOpened(false)}>
            Cancel
          </Button>
          <Button
            size="xs"
            color="red"
            loading={remove.isPending}
            onClick={() => remove.mutate({ id })}
          >
            Revoke
          </Button>
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}
