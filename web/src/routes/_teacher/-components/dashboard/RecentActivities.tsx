import { Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconMessageChatbot } from '@tabler/icons-react';
import { useState } from 'react';
import { CardButton } from '~/components/card-button/CardButton.tsx';
import { statusColor, statusLabel } from '../common/activity-status.ts';
import { EmptyMessage } from '~/components/empty-message/EmptyMessage.tsx';
import { daysAgo } from '~/lib/format.ts';
import { useT } from '~/i18n/use-t.ts';
import type { TeacherActivity } from '../common/teacher-types.ts';
import { ActivityDetailsModal } from '../activities/ActivityDetailsModal.tsx';
import { NewActivityTile } from './NewActivityTile.tsx';
import { Panel } from '~/components/panel/Panel.tsx';

export function RecentActivities({ activities }: { activities: TeacherActivity[] }) {
  const t = useT();
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <Panel title={t('teacher.dashboard.recent')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {activities.map((activity) => (
          <Card key={activity.id} withBorder padding="md" pos="relative">
            <Stack gap={6} h="100%">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Text fw={600} lineClamp={2}>
                  <CardButton
                    label={t('teacher.activities.viewDetailsOf', { title: activity.title })}
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
                  {t('teacher.dashboard.responsesAndAge', {
                    count: activity.responseCount,
                    age: daysAgo(activity.createdAt),
                  })}
                </Text>
              </Stack>
            </Stack>
          </Card>
        ))}
        <NewActivityTile />
      </SimpleGrid>
      {activities.length === 0 && (
        <EmptyMessage
          title={t('teacher.dashboard.noActivities')}
          description={t('teacher.dashboard.noActivitiesHint')}
          icon={IconMessageChatbot}
        />
      )}
      <ActivityDetailsModal activityId={openId} onClose={() => setOpenId(null)} />
    </Panel>
  );
}
