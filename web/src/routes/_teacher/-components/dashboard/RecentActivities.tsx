import { Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconMessageChatbot } from '@tabler/icons-react';
import { useState } from 'react';
import { CardButton } from '~/components/card-button/CardButton.tsx';
import { statusColor, statusLabel } from '../common/activity-status.ts';
import { EmptyMessage } from '~/components/empty-message/EmptyMessage.tsx';
import { daysAgo } from '~/lib/format.ts';
import type { TeacherActivity } from '../common/teacher-types.ts';
import { ActivityDetailsModal } from '../activities/ActivityDetailsModal.tsx';
import { NewActivityTile } from './NewActivityTile.tsx';
import { Panel } from '~/components/panel/Panel.tsx';

export function RecentActivities({ activities }: { activities: TeacherActivity[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <Panel title="Recent Activities">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {activities.map((activity) => (
          <Card key={activity.id} withBorder padding="md" pos="relative">
            <Stack gap={6} h="100%">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Text fw={600} lineClamp={2}>
                  <CardButton
                    label={`View Details of ${activity.title}`}
                    onClick={() => setOpenId(activity.id)}
                  >
                    {activity.title}
                  </CardButton>
                </Text>
                <Badge
                  size="sm"
                  variant="light"
                  color={statusColor(activity.status)}
                  style={{ flexShrink: 0 }}
                >
                  {statusLabel(activity.status)}
                </Badge>
              </Group>
              <Text size="sm" c="dimmed" truncate>
                {activity.courseTitle}
              </Text>
              <Stack gap={2} mt="auto">
                <Text size="xs" c="dimmed">
                  {activity.responseCount} {activity.responseCount === 1 ? 'response' : 'responses'}
                  {' · '}
                  {daysAgo(activity.createdAt)}
                </Text>
              </Stack>
            </Stack>
          </Card>
        ))}
        <NewActivityTile />
      </SimpleGrid>
      {activities.length === 0 && (
        <EmptyMessage
          title="No activities yet"
          description="Create a chatbot activity from your course material."
          icon={IconMessageChatbot}
        />
      )}
      <ActivityDetailsModal activityId={openId} onClose={() => setOpenId(null)} />
    </Panel>
  );
}
