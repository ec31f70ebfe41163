import { Button, Group } from '@mantine/core';
import { useT } from '../../i18n/use-t.ts';

interface DialogActionsProps {
  onCancel: () => void;
  pending: boolean;
}

/** Footer of an admin edit dialog: Cancel, and Save Changes which submits the form. */
export function DialogActions({ onCancel, pending }: DialogActionsProps) {
  const t = useT();
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel} disabled={pending}>
        {t('admin.common.cancel')}
      </Button>
      <Button type="submit" loading={pending}>
        {t('admin.common.saveChanges')}
      </Button>
    </Group>
  );
}
