import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconBook } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { type Fact, FactRow } from '../fact-row/FactRow.tsx';

interface ActivityCardProps {
  activity: { id: string; title: string; description: string | null; courseTitle: string };
  status: { label: string; color: string };
  facts: Fact[];
  /** Under the facts: a note on the activity's state (its material being prepared). */
  note?: ReactNode;
  /** The card's buttons. */
  children: ReactNode;
}

/** An activity in a grid of cards: title and status, description, course and facts, buttons. */
export function ActivityCard({ activity, status, facts, note, children }: ActivityCardProps) {
  const titleId = `activity-${activity.id}`;
  return (
    <Card withBorder padding="lg" component="article" aria-labelledby={titleId}>
      <Stack gap="sm" style={{ flex: 1 }}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} size="h5" id={titleId} lineClamp={2}>
            {activity.title}
          </Title>
          <Badge color={status.color} variant="light" style={{ flexShrink: 0 }}>
            {status.label}
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
          <FactRow facts={facts} />
          {note}
        </Stack>
        {children}
      </Stack>
    </Card>
  );
}
