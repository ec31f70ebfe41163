import { Anchor, Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTRPC } from '~/lib/trpc.ts';
import { useT } from '~/i18n/use-t.ts';
import type { ContactMessageRow } from '../common/admin-types.ts';
import { asDate, formatDateTime } from '~/lib/format.ts';

// A message linked from a notification may be older than the inbox card shows: look further.
const LOOKUP = { limit: 100, offset: 0 };

interface ContactMessageModalProps {
  /** The message to show (from the URL), or undefined when the dialog is closed. */
  id: string | undefined;
  /** The inbox's messages, usually already holding it. */
  known: ContactMessageRow[] | undefined;
  onClose: () => void;
}

/** One contact message in full; opening it marks it read. */
export function ContactMessageModal({ id, known, onClose }: ContactMessageModalProps) {
  const trpc = useTRPC();
  const t = useT();
  const queryClient = useQueryClient();
  const fromInbox = id ? known?.find((m) => m.id === id) : undefined;
  const lookup = useQuery(
    trpc.admin.contactMessages.list.queryOptions(LOOKUP, { enabled: !!id && !fromInbox }),
  );
  const message = fromInbox ?? lookup.data?.items.find((m) => m.id === id);

  const markRead = useMutation(
    trpc.admin.contactMessages.markRead.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries(trpc.admin.contactMessages.list.pathFilter()),
    }),
  );
  const { mutate } = markRead;
  const unreadId = message && message.readAt === null ? message.id : undefined;
  useEffect(() => {
    if (unreadId) mutate({ id: unreadId });
  }, [unreadId, mutate]);

  const searching = !!id && !message && lookup.isPending;

  return (
    <Modal
      opened={!!id}
      onClose={onClose}
      title={
        message
          ? t('admin.dashboard.messageFrom', { name: message.name })
          : t('admin.dashboard.message')
      }
      size="lg"
    >
      {searching ? (
        <Stack gap="xs" aria-busy="true">
          <Skeleton h={16} w="50%" />
          <Skeleton h={80} />
        </Stack>
      ) : !message ? (
        <Text size="sm" c="dimmed">
          {t('admin.dashboard.messageNotFound')}
        </Text>
      ) : (
        <Stack gap="md">
          <Group justify="space-between" gap="xs">
            <Anchor href={`mailto:${message.email}`} size="sm">
              {message.email}
            </Anchor>
            <Text size="xs" c="dimmed">
              {formatDateTime(asDate(message.createdAt))}
            </Text>
          </Group>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message.message}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('admin.dashboard.close')}
            </Button>
            <Button
              component="a"
              href={`mailto:${message.email}?subject=${encodeURIComponent(t('admin.dashboard.replySubject'))}`}
              leftSection={<IconMailForward size={16} />}
            >
              {t('admin.dashboard.reply')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
