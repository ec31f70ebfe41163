import { Stack, Text } from '@mantine/core';
import { AnchorLink } from '~/components/router-links/router-links.tsx';
import { ActivityRow } from '../common/ActivityRow.tsx';
import type { StudentActivityCard } from '../common/student-types.ts';
import { Panel } from '~/components/panel/Panel.tsx';

export function RecentActivities({ activities }: { activities: StudentActivityCard[] }) {
  return (
    <Panel title="Recent Activities" fill>
      <Stack gap="md">
        {activities.length === 0 ? (
          <Text c="dimmed" size="sm">
            No pending activities. You are all caught up!
          </Text>
        ) : (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {activities.map((activity) => (
              <ActivityRow key={activity.id} activity={activity} showCourse />
            ))}
          </Stack>
        )}
        <AnchorLink to="/student_activities" size="sm">
          View all activities
        </AnchorLink>
      </Stack>
    </Panel>
  );
}
