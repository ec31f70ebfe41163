import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useT } from '~/i18n/use-t.ts';
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
  const t = useT();
  const publish = usePublishActivity();
  const busy = publish.isPending;
  return (
    <Modal
      opened={activity !== null}
      onClose={busy ? () => {} : onClose}
      title={t('teacher.activities.publishTitle')}
      centered
    >
      <Stack gap="lg">
        <Text size="sm">
          {t('teacher.activities.publishConfirm', { title: activity?.title ?? '' })}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy} data-autofocus>
            {t('teacher.activities.cancel')}
          </Button>
          <Button
            loading={busy}
            onClick={() =>
              activity && publish.mutate({ activityId: activity.id }, { onSuccess: onClose })
            }
          >
            {t('teacher.activities.publish')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
