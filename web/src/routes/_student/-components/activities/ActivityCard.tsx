import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconBook, IconCalendar, IconClock } from '@tabler/icons-react';
import { ButtonLink } from '../../../../components/router-links/router-links.tsx';
import { capitalise, dueLabel, estimateLabel } from '../common/format.ts';
import type { StudentActivityCard } from '../common/student-types.ts';

export function ActivityCard({ activity }: { activity: StudentActivityCard }) {
  const completed = activity.status === 'completed';
  const estimate = estimateLabel(activity.estimatedMinutes);
  return (
    <Card withBorder padding="lg" component="article" aria-labelledby={`activity-${activity.id}`}>
      <Stack gap="sm" style={{ flex: 1 }}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} size="h5" id={`activity-${activity.id}`} lineClamp={2}>
            {activity.title}
          </Title>
          <Badge color={completed ? 'green' : 'yellow'} variant="light" style={{ flexShrink: 0 }}>
            {capitalise(activity.status)}
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
              <IconCalendar size={16} aria-hidden />
              <Text size="sm">{dueLabel(activity.dueDate)}</Text>
            </Group>
            {estimate && (
              <Group gap={6}>
                <IconClock size={16} aria-hidden />
                <Text size="sm">{estimate}</Text>
              </Group>
            )}
          </Group>
        </Stack>
        <ButtonLink
          to="/student_activity/$activityId"
          params={{ activityId: activity.id }}
          fullWidth
          variant={completed ? 'default' : 'filled'}
          mt="xs"
          aria-label={`${completed ? 'Review' : 'Start'} ${activity.title}`}
        >
          {completed ? 'Review' : 'Start'}
        </ButtonLink>
      </Stack>
    </Card>
  );
}
