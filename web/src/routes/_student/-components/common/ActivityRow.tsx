import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCalendar, IconClock } from '@tabler/icons-react';
import { ButtonLink } from '../../../../components/router-links/router-links.tsx';
import { capitalise, dueLabel, estimateLabel } from './format.ts';
import type { StudentActivityCard } from './student-types.ts';

interface ActivityRowProps {
  activity: StudentActivityCard;
  /** The dashboard names the course; a course's own page does not need to. */
  showCourse?: boolean;
}

/** One activity in a list: what it is, when it is due, how long it takes, and the way in. */
export function ActivityRow({ activity, showCourse = false }: ActivityRowProps) {
  const estimate = estimateLabel(activity.estimatedMinutes);
  const completed = activity.status === 'completed';
  return (
    <Paper withBorder p="sm" component="li" aria-label={activity.title}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={4} miw={0}>
          <Group gap="xs" wrap="nowrap">
            <Text fw={600} truncate>
              {activity.title}
            </Text>
            <Badge size="xs" variant="light" color={completed ? 'green' : 'yellow'}>
              {capitalise(activity.status)}
            </Badge>
          </Group>
          {showCourse && (
            <Text size="sm" c="dimmed" truncate>
              {activity.courseTitle}
            </Text>
          )}
          <Group gap="md">
            <Group gap={4}>
              <IconCalendar size={14} aria-hidden />
              <Text size="xs" c="dimmed">
                {dueLabel(activity.dueDate)}
              </Text>
            </Group>
            {estimate && (
              <Group gap={4}>
                <IconClock size={14} aria-hidden />
                <Text size="xs" c="dimmed">
                  {estimate}
                </Text>
              </Group>
            )}
          </Group>
        </Stack>
        <ButtonLink
          to="/student_activity/$activityId"
          params={{ activityId: activity.id }}
          size="xs"
          variant={completed ? 'default' : 'filled'}
          aria-label={`${completed ? 'Review' : 'Start'} ${activity.title}`}
        >
          {completed ? 'Review' : 'Start'}
        </ButtonLink>
      </Group>
    </Paper>
  );
}
