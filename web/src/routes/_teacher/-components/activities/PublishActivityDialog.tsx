import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { usePublishActivity } from './use-activity-actions.ts';

interface PublishActivityDialogProps {
  /** The draft to publish; null while the dialog is closed. */
  activity: { id: string; title: string } | null;
  onClose: () => void;
}

/**
 * Asks before publishing a draft, as releasing feedback and submitting an activity do:
 * publishing cannot be undone, and the course's students see the activity at once.
 */
export function PublishActivityDialog({ activity, onClose }: PublishActivityDialogProps) {
  const publish = usePublishActivity();
  const busy = publish.isPending;
  return (
    <Modal
      opened={activity !== null}
      onClose={busy ? () => {} : onClose}
      title="Publish activity?"
      centered
    >
      <Stack gap="lg">
        <Text size="sm">
          {`“${activity?.title ?? ''}” will be visible to the course's students at once. A published activity cannot go back to being a draft.`}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy} data-autofocus>
            Cancel
          </Button>
          <Button
            loading={busy}
            onClick={() =>
              activity && publish.mutate({ activityId: activity.id }, { onSuccess: onClose })
            }
          >
            Publish
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
