import { Center, Loader, Modal, Pagination, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '~/lib/errors.ts';
import type { MessageKey } from '~/i18n/keys.ts';
import { useT } from '~/i18n/use-t.ts';
import { useTRPC } from '~/lib/trpc.ts';
import { ContactMessageItem } from './ContactMessageItem.tsx';

const PAGE_SIZE = 10;

const PAGE_CONTROL = {
  first: 'admin.dashboard.pageFirst',
  previous: 'admin.dashboard.pagePrevious',
  next: 'admin.dashboard.pageNext',
  last: 'admin.dashboard.pageLast',
} satisfies Record<string, MessageKey>;

interface AllMessagesModalProps {
  opened: boolean;
  onClose: () => void;
  onOpen: (id: string) => void;
}

/** Every contact message, newest first, ten to a page. */
export function AllMessagesModal({ opened, onClose, onOpen }: AllMessagesModalProps) {
  const trpc = useTRPC();
  const t = useT();
  const [page, setPage] = useState(1);
  const list = useQuery(
    trpc.admin.contactMessages.list.queryOptions(
      { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE },
      { enabled: opened, placeholderData: keepPreviousData },
    ),
  );
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE));

  return (
    <Modal opened={opened} onClose={onClose} title={t('admin.dashboard.allMessages')} size="lg">
      {list.isPending ? (
        <Center py="xl">
          <Loader size="sm" aria-label={t('admin.dashboard.loadingMessages')} />
        </Center>
      ) : list.isError ? (
        <Text size="sm" c="red">
          {errorMessage(list.error)}
        </Text>
      ) : (
        <Stack gap="md">
          <Stack gap={2}>
            {list.data.items.map((message) => (
              <ContactMessageItem key={message.id} message={message} onOpen={onOpen} />
            ))}
          </Stack>
          {pages > 1 && (
            <Pagination
              total={pages}
              value={Math.min(page, pages)}
              onChange={setPage}
              size="sm"
              style={{ alignSelf: 'center' }}
              getControlProps={(control) => ({ 'aria-label': t(PAGE_CONTROL[control]) })}
            />
          )}
        </Stack>
      )}
    </Modal>
  );
}
