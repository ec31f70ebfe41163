import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import {
  IconBook,
  IconCalendar,
  IconChartBar,
  IconEye,
  IconMessages,
  IconSend,
  IconTrash,
} from '@tabler/icons-react';
import { ButtonLink } from '../../../../components/router-links/router-links.tsx';
import { daysAgo } from '../common/format.ts';
import { statusColor, statusLabel } from '../common/activity-status.ts';
import type { TeacherActivity } from '../common/teacher-types.ts';

interface ActivityCardProps {
  activity: TeacherActivity;
  onView: (activity: TeacherActivity) => void;
  onDelete?: (activity: TeacherActivity) => void;
  /** Shown on drafts only, so a draft goes live without opening its details. */
  onPublish?: (activity: TeacherActivity) => void;
  /** This card's draft is being published. */
  publishing?: boolean;
}

const MATERIAL_NOTES = {
  pending: { color: 'blue', text: 'Material queued' },
  processing: { color: 'blue', text: 'Preparing material' },
  failed: { color: 'red', text: 'Material failed' },
} as const;

export function ActivityCard({
  activity,
  onView,
  onDelete,
  onPublish,
  publishing,
}: ActivityCardProps) {
  const responses = activity.responseCount;
  const material =
    activity.materialStatus === 'ready' ? null : MATERIAL_NOTES[activity.materialStatus];
  return (
    <Card withBorder padding="lg" component="article" aria-labelledby={`activity-${activity.id}`}>
      <Stack gap="sm" style={{ flex: 1 }}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} size="h5" id={`activity-${activity.id}`} lineClamp={2}>
            {activity.title}
          </Title>
          <Badge color={statusColor(activity.status)} variant="light" style={{ flexShrink: 0 }}>
            {statusLabel(activity.status)}
          </Badge>
        </Group>
        {activity.description && (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {activity.description}
          </Text>
        )}
        <Stack gap={6} style={{ flex: 1 }} justify="flex-end">
          <Group gap={6} wrap="nowrap">
            <IconBook size={16} aria-hidden />
            <Text size="sm" truncate>
              {activity.courseTitle}
            </Text>
          </Group>
          <Group gap="md">
            <Group gap={6}>
              <IconMessages size={16} aria-hidden />
              <Text size="sm">
                {responses} {responses === 1 ? 'response' : 'responses'}
              </Text>
            </Group>
            <Group gap={6}>
              <IconCalendar size={16} aria-hidden />
              <Text size="sm" title={activity.createdAt.toLocaleString()}>
                {daysAgo(activity.createdAt)}
              </Text>
            </Group>
          </Group>
          {material && (
            <Badge color={material.color} variant="dot" size="sm">
              {material.text}
            </Badge>
          )}
        </Stack>
        <Group gap="xs" mt="xs" justify="space-between">
          <Group gap="xs">
            <Button
              variant="light"
              leftSection={<IconEye size={16} />}
              onClick={() => onView(activity)}
              aria-label={`View Details of ${activity.title}`}
            >
              View Details
            </Button>
            {onPublish && activity.status === 'draft' && (
              <Button
                leftSection={<IconSend size={16} />}
                loading={publishing}
                onClick={() => onPublish(activity)}
                aria-label={`Publish ${activity.title}`}
              >
                Publish
              </Button>
            )}
            <ButtonLink
              to="/activities/$activityId/insights"
              params={{ activityId: activity.id }}
              variant="default"
              leftSection={<IconChartBar size={16} />}
              aria-label={`Insights of ${activity.title}`}
            >
              Insights
            </ButtonLink>
          </Group>
          {onDelete && (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => onDelete(activity)}
              aria-label={`Delete ${activity.title}`}
            >
              Delete
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
