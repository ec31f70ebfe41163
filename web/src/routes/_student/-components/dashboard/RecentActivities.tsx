import { Stack, Text } from '@mantine/core';
import { AnchorLink } from '~/components/router-links/router-links.tsx';
import { ActivityRow } from '../common/ActivityRow.tsx';
import type { StudentActivityCard } from '../common/student-types.ts';
import { Panel } from '~/components/panel/Panel.tsx';
import { useT } from '~/i18n/use-t.ts';

export function RecentActivities({ activities }: { activities: StudentActivityCard[] }) {
  const t = useT();
  return (
    <Panel title={t('student.dashboard.recentActivities')} fill>
      <Stack gap="md">
        {activities.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('student.dashboard.caughtUp')}
          </Text>
        ) : (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {activities.map((activity) => (
              <ActivityRow key={activity.id} activity={activity} showCourse />
            ))}
          </Stack>
        )}
        <AnchorLink to="/student_activities" size="sm">
          {t('student.dashboard.viewAllActivities')}
        </AnchorLink>
      </Stack>
    </Panel>
  );
}
