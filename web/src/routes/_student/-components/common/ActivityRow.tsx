import { Badge, Box, Group, Paper, Stack, Text } from '@mantine/core';
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
      {/* On a phone the title wraps and the status goes under it: truncated beside them, the
          title, the status and the Start button each read as three letters. */}
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={4} miw={0} style={{ flex: 1 }}>
          <Group gap={6} wrap="wrap" align="center">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {activity.title}
            </Text>
            <Badge size="xs" variant="light" color={status.color} style={{ flexShrink: 0 }}>
              {status.label}
            </Badge>
          </Group>
          {showCourse && (
            <Text size="sm" c="dimmed" lineClamp={2}>
              {activity.courseTitle}
            </Text>
          )}
          <FactRow facts={activityFacts(activity)} compact />
        </Stack>
        <Box style={{ flexShrink: 0 }}>
          <StartActivityLink activity={activity} size="xs" />
        </Box>
      </Group>
    </Paper>
  );
}
