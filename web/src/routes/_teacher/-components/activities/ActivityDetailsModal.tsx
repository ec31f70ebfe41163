import { Alert, Badge, Button, Group, Modal, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconMessageCircleSearch, IconSend } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '~/i18n/use-t.ts';
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
  const t = useT();
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
      title={previewing ? t('teacher.activities.preview') : t('teacher.activities.detailsTitle')}
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
  const t = useT();
  const {
    data: activity,
    isPending,
    error,
  } = useQuery(trpc.teacher.activities.byId.queryOptions({ activityId }));
  const [publishing, setPublishing] = useState(false);

  if (isPending) {
    return (
      <Stack aria-busy="true" aria-label={t('teacher.activities.loadingActivity')}>
        <Skeleton h={28} w="60%" />
        <Skeleton h={60} />
        <Skeleton h={120} />
      </Stack>
    );
  }
  if (error) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={16} />}>
        {errorMessage(error, t('teacher.activities.failed'))}
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
      <Detail label={t('teacher.activities.description')} kind="text">
        {activity.description || t('teacher.activities.noDescription')}
      </Detail>
      <ActivityFacts activity={activity} />
      {activity.studentInstructions && (
        <Detail label={t('teacher.activities.studentInstructions')} kind="text">
          {activity.studentInstructions}
        </Detail>
      )}
      {activity.assistantInstructions && (
        <Detail label={t('teacher.activities.assistantInstructions')} kind="text">
          {activity.assistantInstructions}
        </Detail>
      )}
      <div>
        <Text size="xs" c="dimmed" fw={500} mb={6}>
          {t('teacher.activities.protectedAnswersHeading')}
        </Text>
        <AnswerKeysEditor activityId={activity.id} />
      </div>
      <div>
        <Text size="xs" c="dimmed" fw={500} mb={6}>
          {t('teacher.activities.material')}
        </Text>
        <MaterialFiles activityId={activity.id} />
      </div>
      <div>
        <Text size="xs" c="dimmed" fw={500} mb={6}>
          {t('teacher.activities.notesHeading')}
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
          {t('teacher.activities.preview')}
        </Button>
        <Button variant="default" onClick={onClose}>
          {t('teacher.activities.close')}
        </Button>
        {activity.status === 'draft' && (
          <Button
            leftSection={<IconSend size={16} />}
            onClick={() => setPublishing(true)}
            aria-haspopup="dialog"
          >
            {t('teacher.activities.publish')}
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
