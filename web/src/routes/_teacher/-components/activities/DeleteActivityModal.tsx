import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { TeacherActivity } from '../common/teacher-types.ts';
import { useDeleteActivity } from './use-activity-actions.ts';

interface DeleteActivityModalProps {
  activity: TeacherActivity | null;
  onClose: () => void;
}

/** Confirms a delete: the activity alone, or together with its students' chats. */
export function DeleteActivityModal({ activity, onClose }: DeleteActivityModalProps) {
  const remove = useDeleteActivity(onClose);
  const pendingChoice = remove.isPending ? remove.variables.withResponses : undefined;
  const responses = activity?.responseCount ?? 0;

  return (
    <Modal
      opened={activity !== null}
      onClose={() => {
        if (!remove.isPending) onClose();
      }}
      title="Delete Activity"
      size="lg"
    >
      {activity && (
        <Stack gap="md">
          <Text size="sm">
            Are you sure you want to delete <strong>{activity.title}</strong>? This cannot be
            undone.
          </Text>
          <Text size="sm" c="dimmed">
            {responses === 0
              ? 'No student has responded to this activity yet.'
              : `${responses} ${responses === 1 ? 'student has' : 'students have'} responded to this activity. Their chats are deleted only with 'Delete Activity & responses'.`}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button
              color="red"
              variant="light"
              leftSection={<IconTrash size={16} />}
              loading={pendingChoice === false}
              disabled={remove.isPending}
              onClick={() => remove.mutate({ activityId: activity.id, withResponses: false })}
            >
              Delete Activity
            </Button>
            <Button
              color="red"
              leftSection={<IconTrash size={16} />}
              loading={pendingChoice === true}
              disabled={remove.isPending}
              onClick={() => remove.mutate({ activityId: activity.id, withResponses: true })}
            >
              Delete Activity &amp; responses
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
