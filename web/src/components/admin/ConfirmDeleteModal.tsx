import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t.ts';

interface ConfirmDeleteModalProps {
  opened: boolean;
  title: string;
  /** What will be destroyed, in words: the thing itself and what goes with it. */
  children: ReactNode;
  /** The red button; 'Delete' unless given. */
  confirmLabel?: string;
  loading?: boolean;
  /** While the consequences are still being counted, the button waits. */
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before anything is deleted or removed; Cancel has the focus, so Enter is safe. */
export function ConfirmDeleteModal({
  opened,
  title,
  children,
  confirmLabel,
  loading = false,
  confirmDisabled = false,
  onConfirm,
  onClose,
}: ConfirmDeleteModalProps) {
  const t = useT();
  return (
    <Modal opened={opened} onClose={loading ? () => {} : onClose} title={title} centered>
      <Stack gap="lg">
        {typeof children === 'string' ? <Text size="sm">{children}</Text> : children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={loading} data-autofocus>
            {t('app.confirmDelete.cancel')}
          </Button>
          <Button color="red" onClick={onConfirm} loading={loading} disabled={confirmDisabled}>
            {confirmLabel ?? t('app.confirmDelete.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
