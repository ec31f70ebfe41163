import {
  Box,
  Button,
  Center,
  Divider,
  Group,
  Loader,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconBellOff } from '@tabler/icons-react';
import type { NotificationView } from '@teachchat/shared';
import { Fragment } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { timeAgo } from '../../lib/format.ts';

interface NotificationsListProps {
  items: NotificationView[] | undefined;
  isPending: boolean;
  error: string | undefined;
  onRetry: () => void;
  onOpen: (item: NotificationView) => void;
}

export function NotificationsList({
  items,
  isPending,
  error,
  onRetry,
  onOpen,
}: NotificationsListProps) {
  const t = useT();
  if (error) {
    return (
      <Stack align="center" gap="xs" p="lg">
        <Text size="sm" c="red" ta="center">
          {error}
        </Text>
        <Button size="xs" variant="light" onClick={onRetry}>
          {t('app.notifications.tryAgain')}
        </Button>
      </Stack>
    );
  }
  if (isPending || !items) {
    return (
      <Center p="lg">
        <Loader size="sm" aria-label={t('app.notifications.loading')} />
      </Center>
    );
  }
  if (items.length === 0) {
    return (
      <Stack align="center" gap={6} p="xl">
        <IconBellOff size={28} color="var(--mantine-color-dimmed)" />
        <Text size="sm" c="dimmed">
          {t('app.notifications.empty')}
        </Text>
      </Stack>
    );
  }
  return (
    <Box pb={4}>
      {items.map((item, index) => (
        <Fragment key={item.id}>
          {index > 0 && <Divider />}
          <UnstyledButton
            onClick={() => onOpen(item)}
            w="100%"
            px="md"
            py="sm"
            bg={item.readAt ? undefined : 'var(--mantine-primary-color-light)'}
            aria-label={
              item.readAt ? item.title : t('app.notifications.unread', { title: item.title })
            }
          >
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              {/* A title wraps (up to three lines) beside its time, however long its language says it. */}
              <Text size="sm" fw={item.readAt ? 500 : 700} lineClamp={3} miw={0} flex={1}>
                {item.title}
              </Text>
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {timeAgo(item.createdAt)}
              </Text>
            </Group>
            <Text size="xs" c="dimmed" lineClamp={2} mt={2}>
              {item.body}
            </Text>
          </UnstyledButton>
        </Fragment>
      ))}
    </Box>
  );
}
