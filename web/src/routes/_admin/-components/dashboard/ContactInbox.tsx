import { Badge, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useT } from '~/i18n/use-t.ts';
import { IconMail } from '@tabler/icons-react';
import type { ContactMessageRow } from '../common/admin-types.ts';
import { AllMessagesModal } from './AllMessagesModal.tsx';
import { ContactMessageItem } from './ContactMessageItem.tsx';
import { PanelList } from './PanelList.tsx';

interface ContactInboxProps {
  items: ContactMessageRow[] | undefined;
  total: number;
  error: string | undefined;
  onOpen: (id: string) => void;
}

/** The landing page's contact messages: the newest five, and all of them in a dialog. */
export function ContactInbox({ items, total, error, onOpen }: ContactInboxProps) {
  const t = useT();
  const [allOpened, all] = useDisclosure(false);
  const unread = items?.filter((m) => m.readAt === null).length ?? 0;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="contact-inbox">
      <Group justify="space-between" mb="sm">
        <Group gap="xs">
          <IconMail size={20} aria-hidden />
          <Title order={3} size="h4" id="contact-inbox">
            {t('admin.dashboard.messages')}
          </Title>
          {unread > 0 && (
            <Badge color="red" variant="light">
              {t('admin.dashboard.unread', { count: unread })}
            </Badge>
          )}
        </Group>
        <Button variant="subtle" size="compact-sm" onClick={all.open} disabled={!total}>
          {t('admin.dashboard.viewAll')}
        </Button>
      </Group>
      <PanelList items={items} error={error} rowHeight={44} empty={t('admin.dashboard.noMessages')}>
        {(messages) => (
          <Stack gap={2}>
            {messages.map((message) => (
              <ContactMessageItem key={message.id} message={message} onOpen={onOpen} />
            ))}
          </Stack>
        )}
      </PanelList>
      <AllMessagesModal
        opened={allOpened}
        onClose={all.close}
        onOpen={(id) => {
          all.close();
          onOpen(id);
        }}
      />
    </Paper>
  );
}
