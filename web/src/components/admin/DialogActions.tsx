import { Button, Group } from '@mantine/core';

interface DialogActionsProps {
  onCancel: () => void;
  pending: boolean;
}

/** Footer of an admin edit dialog: Cancel, and Save Changes which submits the form. */
export function DialogActions({ onCancel, pending }: DialogActionsProps) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <Button type="submit" loading={pending}>
        Save Changes
      </Button>
    </Group>
  );
}
