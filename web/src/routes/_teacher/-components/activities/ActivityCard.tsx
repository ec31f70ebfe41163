import { Badge, Button, Group } from '@mantine/core';
import {
  IconCalendar,
  IconChartBar,
  IconEye,
  IconMessages,
  IconSend,
  IconTrash,
} from '@tabler/icons-react';
import { ActivityCard as ActivityCardShell } from '~/components/activity-card/ActivityCard.tsx';
import { ButtonLink } from '~/components/router-links/router-links.tsx';
import { daysAgo, plural } from '~/lib/format.ts';
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
  const material =
    activity.materialStatus === 'ready' ? null : MATERIAL_NOTES[activity.materialStatus];
  return (
    <ActivityCardShell
      activity={activity}
      status={{ label: statusLabel(activity.status), color: statusColor(activity.status) }}
      facts={[
        { icon: IconMessages, text: plural(activity.responseCount, 'response', 'responses') },
        {
          icon: IconCalendar,
          text: daysAgo(activity.createdAt),
          title: activity.createdAt.toLocaleString(),
        },
      ]}
      note={
        material && (
          <Badge color={material.color} variant="dot" size="sm">
            {material.text}
          </Badge>
        )
      }
    >
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
    </ActivityCardShell>
  );
}
