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
import { daysAgo } from '~/lib/format.ts';
import type { MessageKey } from '~/i18n/keys.ts';
import { useT } from '~/i18n/use-t.ts';
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
  pending: { color: 'blue', text: 'teacher.activities.materialQueued' },
  processing: { color: 'blue', text: 'teacher.activities.materialPreparing' },
  failed: { color: 'red', text: 'teacher.activities.materialFailed' },
} as const satisfies Record<string, { color: string; text: MessageKey }>;

export function ActivityCard({
  activity,
  onView,
  onDelete,
  onPublish,
  publishing,
}: ActivityCardProps) {
  const t = useT();
  const material =
    activity.materialStatus === 'ready' ? null : MATERIAL_NOTES[activity.materialStatus];
  return (
    <ActivityCardShell
      activity={activity}
      status={{ label: statusLabel(activity.status), color: statusColor(activity.status) }}
      facts={[
        {
          icon: IconMessages,
          text: t('teacher.activities.responses', { count: activity.responseCount }),
        },
        {
          icon: IconCalendar,
          text: daysAgo(activity.createdAt),
          title: activity.createdAt.toLocaleString(),
        },
      ]}
      note={
        material && (
          <Badge color={material.color} variant="dot" size="sm">
            {t(material.text)}
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
            aria-label={t('teacher.activities.viewDetailsOf', { title: activity.title })}
          >
            {t('teacher.activities.viewDetails')}
          </Button>
          {onPublish && activity.status === 'draft' && (
            <Button
              leftSection={<IconSend size={16} />}
              loading={publishing}
              onClick={() => onPublish(activity)}
              aria-label={t('teacher.activities.publishOf', { title: activity.title })}
            >
              {t('teacher.activities.publish')}
            </Button>
          )}
          <ButtonLink
            to="/activities/$activityId/insights"
            params={{ activityId: activity.id }}
            variant="default"
            leftSection={<IconChartBar size={16} />}
            aria-label={t('teacher.activities.insightsOf', { title: activity.title })}
          >
            {t('teacher.activities.insights')}
          </ButtonLink>
        </Group>
        {onDelete && (
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={() => onDelete(activity)}
            aria-label={t('teacher.activities.deleteOf', { title: activity.title })}
          >
            {t('teacher.activities.delete')}
          </Button>
        )}
      </Group>
    </ActivityCardShell>
  );
}
