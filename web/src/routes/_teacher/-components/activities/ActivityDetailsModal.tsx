import { Alert, Badge, Button, Group, Modal, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconMessageCircleSearch, IconSend } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '~/lib/errors.ts';
import { useTRPC } from '~/lib/trpc.ts';
import { statusColor, statusLabel } from '../common/activity-status.ts';
import { PreviewPanel } from '../preview/PreviewPanel.tsx';
import { Detail } from '~/components/detail/Detail.tsx';
import { ActivityFacts } from './ActivityFacts.tsx';
import { AnswerKeysEditor } from './AnswerKeysEditor.tsx';
import { MaterialFiles } from './MaterialFiles.tsx';
import { TeacherNotes } from './TeacherNotes.tsx';
import { PublishActivityDialog } from './PublishActivityDialog.tsx';

interface ActivityDetailsModalProps {
  /** The activity to show; null keeps the dialog closed. */
  activityId: string | null;
  onClose: () => void;
}

/**
 * 'View Details': what the activity is, how its assistant is set up, and its material; and
 * "Preview as a student", which asks its assistant in the same dialog.
 */
export function ActivityDetailsModal({ activityId, onClose }: ActivityDetailsModalProps) {
  const [previewing, setPreviewing] = useState(false);
  const phone = useMediaQuery('(max-width: 48em)');
  const close = () => {
    setPreviewing(false);
    onClose();
  };
  return (
    <Modal
      opened={activityId !== null}
      onClose={close}
      title={previewing ? 'Preview as a student' : 'Activity Details'}
      size="xl"
      fullScreen={previewing && phone}
    >
      {activityId &&
        (previewing ? (
          <PreviewPanel activityId={activityId} onBack={() => setPreviewing(false)} />
        ) : (
          <ActivityDetails
            activityId={activityId}
            onClose={close}
            onPreview={() => setPreviewing(true)}
          />
        ))}
    </Modal>
  );
}

interface ActivityDetailsProps {
  activityId: string;
  onClose: () => void;
  onPreview: () => void;
}

function ActivityDetails({ activityId, onClose, onPreview }: ActivityDetailsProps) {
  const trpc = useTRPC();
  const {
    data: activity,
    isPending,
    error,
  } = useQuery(trpc.teacher.activities.byId.queryOptions({ activityId }));
  const [publishing, setPublishing] = useState(false);

  if (isPending) {
    return (
      <Stack aria-busy="true" aria-label="Loading activity">
        <Skeleton h={28} w="60%" />
        <Skeleton h={60} />
        <Skeleton h={120} />
      </Stack>
    );
  }
  if (error) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={16} />}>
        {errorMessage(error, 'Failed to load activities.')}
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      <Group gap="xs" align="center">
        <Title order={3} size="h4">
          {activity.title}
        </Title>
        <Badge color={statusColor(activity.status)} variant="light">
          {statusLabel(activity.status)}
        </Badge>
      </Group>
      <Detail label="Description" kind="text">
        {activity.description || 'No description.'}
      </Detail>
      <ActivityFacts activity={activity} />
      {activity.studentInstructions && (
        <Detail label="Instructions for students" kind="text">
          {activity.studentInstructions}
        </Detail>
      )}
      {activity.assistantInstructions && (
        <Detail label="Assistant instructions (private)" kind="text">
          {activity.assistantInstructions}
        </Detail>
      )}
      <div>
        <Text size="xs" c="dimmed" fw={500} mb={6}>
          Protected answers (private: the assistant helps with the method, never gives these)
        </Text>
        <AnswerKeysEditor activityId={activity.id} />
      </div>
      <div>
        <Text size="xs" c="dimmed" fw={500} mb={6}>
          Material
        </Text>
        <MaterialFiles activityId={activity.id} />
      </div>
      <div>
        <Text size="xs" c="dimmed" fw={500} mb={6}>
          Teacher's notes (the assistant answers from them, citing “Teacher's note”)
        </Text>
        <TeacherNotes activityId={activity.id} />
      </div>
      <Group justify="flex-end">
        <Button
          variant="light"
          mr="auto"
          leftSection={<IconMessageCircleSearch size={16} />}
          onClick={onPreview}
        >
          Preview as a student
        </Button>
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
        {activity.status === 'draft' && (
          <Button
            leftSection={<IconSend size={16} />}
            onClick={() => setPublishing(true)}
            aria-haspopup="dialog"
          >
            Publish
          </Button>
        )}
      </Group>
      <PublishActivityDialog
        activity={publishing ? activity : null}
        onClose={() => setPublishing(false)}
      />
    </Stack>
  );
}
