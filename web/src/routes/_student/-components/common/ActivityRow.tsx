import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { FactRow } from '~/components/fact-row/FactRow.tsx';
import { activityFacts, activityStatus } from './activity-facts.ts';
import { StartActivityLink } from './StartActivityLink.tsx';
import type { StudentActivityCard } from './student-types.ts';

interface ActivityRowProps {
  activity: StudentActivityCard;
  /** The dashboard names the course; a course's own page does not need to. */
  showCourse?: boolean;
}

/** One activity in a list: what it is, when it is due, how long it takes, and the way in. */
export function ActivityRow({ activity, showCourse = false }: ActivityRowProps) {
  const status = activityStatus(activity);
  return (
    <Paper withBorder p="sm" component="li" aria-label={activity.title}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={4} miw={0}>
          <Group gap="xs" wrap="nowrap">
            <Text fw={600} truncate>
              {activity.title}
            </Text>
            <Badge size="xs" variant="light" color={status.color}>
              {status.label}
            </Badge>
          </Group>
          {showCourse && (
            <Text size="sm" c="dimmed" truncate>
              {activity.courseTitle}
            </Text>
          )}
          <FactRow facts={activityFacts(activity)} compact />
        </Stack>
        <StartActivityLink activity={activity} size="xs" />
      </Group>
    </Paper>
  );
}
