import {
  ActionIcon,
  Button,
  Group,
  Indicator,
  Menu,
  ScrollArea,
  Text,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBell, IconChecks } from '@tabler/icons-react';
import type { NotificationView } from '@teachchat/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useSubscription } from '@trpc/tanstack-react-query';
import { useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { changesStudentPages, markReadInList, prependNotification } from './notification-cache.ts';
import { NOTIFICATIONS_INPUT } from './notifications-input.ts';
import { NotificationsList } from './NotificationsList.tsx';

/** The header bell: unread count, the newest notifications, live as they are created. */
export function NotificationsMenu() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const t = useT();
  const listOptions = trpc.me.notifications.list.queryOptions(NOTIFICATIONS_INPUT);
  const list = useQuery(listOptions);

  useSubscription(
    trpc.me.onNotification.subscriptionOptions(undefined, {
      onData: ({ data: notification }) => {
        const before = queryClient.getQueryData(listOptions.queryKey);
        const after = prependNotification(before, notification, NOTIFICATIONS_INPUT.limit);
        // Unchanged: a repeat after a reconnect, or the list is still loading (and will have it).
        if (after === before) return;
        queryClient.setQueryData(listOptions.queryKey, after);
        notifications.show({ title: notification.title, message: notification.body });
        if (changesStudentPages(notification.kind)) {
          void queryClient.invalidateQueries(trpc.student.pathFilter());
        }
      },
    }),
  );

  const markRead = useMutation(
    trpc.me.notifications.markRead.mutationOptions({
      onSuccess: ({ unreadCount }, variables) =>
        queryClient.setQueryData(listOptions.queryKey, (old) =>
          markReadInList(old, idsOf(variables), unreadCount, new Date()),
        ),
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: t('app.notifications.markReadFailed'),
          message: errorMessage(error),
        }),
    }),
  );

  const unread = list.data?.unreadCount ?? 0;
  const title = t('app.notifications.title');
  const label = unread > 0 ? t('app.notifications.unreadLabel', { count: unread }) : title;

  const open = (item: NotificationView) => {
    setOpened(false);
    if (!item.readAt) markRead.mutate({ ids: [item.id] });
    // Links are app paths made by the server; anything else is not followed.
    if (item.link?.startsWith('/') && !item.link.startsWith('//')) {
      void navigate({ href: item.link });
    }
  };

  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-end" width={360} shadow="md">
      <Menu.Target>
        <Tooltip label={title} disabled={opened}>
          <Indicator label={unread} disabled={unread === 0} maxValue={99} size={18} offset={4}>
            <ActionIcon variant="default" size="lg" aria-label={label}>
              <IconBell size={18} />
            </ActionIcon>
          </Indicator>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown p={0}>
        {/* A long "Mark all as read" ("Marcar todas como leídas") moves under the title, to
            the right, and wraps there if it must, rather than being cut. */}
        <Group justify="space-between" px="md" py="sm" gap="xs">
          <Text fw={600}>{title}</Text>
          <Button
            variant="subtle"
            size="compact-sm"
            ml="auto"
            h="auto"
            mih={26}
            py={4}
            styles={{ label: { whiteSpace: 'normal', height: 'auto', textAlign: 'start' } }}
            leftSection={<IconChecks size={16} />}
            disabled={unread === 0}
            loading={markRead.isPending && !idsOf(markRead.variables)}
            onClick={() => markRead.mutate({})}
          >
            {t('app.notifications.markAllRead')}
          </Button>
        </Group>
        <ScrollArea.Autosize mah={400} type="auto">
          <NotificationsList
            items={list.data?.items}
            isPending={list.isPending}
            error={list.isError ? errorMessage(list.error) : undefined}
            onRetry={() => void list.refetch()}
            onOpen={open}
          />
        </ScrollArea.Autosize>
      </Menu.Dropdown>
    </Menu>
  );
}

/** The input is optional on the server (no ids = all), so its type includes void. */
function idsOf(variables: unknown): string[] | undefined {
  return (variables as { ids?: string[] } | undefined)?.ids;
}
