import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { T } from '~/i18n/T.tsx';
import { useT } from '~/i18n/use-t.ts';
import type { TeacherActivity } from '../common/teacher-types.ts';
import { useDeleteActivity } from './use-activity-actions.ts';

interface DeleteActivityModalProps {
  activity: TeacherActivity | null;
  onClose: () => void;
}

/** Confirms a delete: the activity alone, or together with its students' chats. */
export function DeleteActivityModal({ activity, onClose }: DeleteActivityModalProps) {
  const t = useT();
  const remove = useDeleteActivity(onClose);
  const pendingChoice = remove.isPending ? remove.variables.withResponses : undefined;
  const responses = activity?.responseCount ?? 0;

  return (
    <Modal
      opened={activity !== null}
      onClose={() => {
        if (!remove.isPending) onClose();
      }}
      title={t('teacher.activities.deleteTitle')}
      size="lg"
    >
      {activity && (
        <Stack gap="md">
          <Text size="sm">
            <T
              id="teacher.activities.deleteConfirm"
              values={{ title: activity.title }}
              components={{ 0: <strong /> }}
            />
          </Text>
          <Text size="sm" c="dimmed">
            {responses === 0
              ? t('teacher.activities.deleteNoResponses')
              : t('teacher.activities.deleteResponses', { count: responses })}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={remove.isPending}>
              {t('teacher.activities.cancel')}
            </Button>
            <Button
              color="red"
              variant="light"
              leftSection={<IconTrash size={16} />}
              loading={pendingChoice === false}
              disabled={remove.isPending}
              onClick={() => remove.mutate({ activityId: activity.id, withResponses: false })}
            >
              {t('teacher.activities.deleteActivity')}
            </Button>
            <Button
              color="red"
              leftSection={<IconTrash size={16} />}
              loading={pendingChoice === true}
              disabled={remove.isPending}
              onClick={() => remove.mutate({ activityId: activity.id, withResponses: true })}
            >
              {t('teacher.activities.deleteWithResponses')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
