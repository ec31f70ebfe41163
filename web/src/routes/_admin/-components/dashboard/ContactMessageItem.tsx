import { Group, Text, UnstyledButton } from '@mantine/core';
import { asDate, timeAgo } from '~/lib/format.ts';
import { useT } from '~/i18n/use-t.ts';
import type { ContactMessageRow } from '../common/admin-types.ts';
import classes from './ContactMessageItem.module.css';

interface ContactMessageItemProps {
  message: ContactMessageRow;
  onOpen: (id: string) => void;
}

/** One message of the inbox: unread ones are bold. */
export function ContactMessageItem({ message, onOpen }: ContactMessageItemProps) {
  const t = useT();
  const unread = message.readAt === null;
  return (
    <UnstyledButton
      onClick={() => onOpen(message.id)}
      w="100%"
      p="xs"
      style={{ borderRadius: 'var(--mantine-radius-sm)' }}
      className={classes.item}
      aria-label={
        unread
          ? t('admin.dashboard.unreadFrom', { name: message.name })
          : t('admin.dashboard.messageFrom', { name: message.name })
      }
      data-unread={unread || undefined}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm" fw={unread ? 700 : 400} truncate>
          {message.name}{' '}
          <Text span size="xs" c="dimmed" fw={400}>
            {message.email}
          </Text>
        </Text>
        <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
          {timeAgo(asDate(message.createdAt))}
        </Text>
      </Group>
      <Text size="sm" c={unread ? undefined : 'dimmed'} fw={unread ? 600 : 400} lineClamp={1}>
        {message.message}
      </Text>
    </UnstyledButton>
  );
}
