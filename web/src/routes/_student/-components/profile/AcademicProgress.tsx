import { Divider, Group, Progress, Stack, Text } from '@mantine/core';
import { ButtonLink } from '~/components/router-links/router-links.tsx';
import type { StudentProfile } from '../common/student-types.ts';
import { Panel } from '~/components/panel/Panel.tsx';
import { useT } from '~/i18n/use-t.ts';
import { formatCount, formatPercent } from '~/lib/format.ts';

export function AcademicProgress({ profile }: { profile: StudentProfile }) {
  const t = useT();
  return (
    <Panel title={t('student.profile.academicProgress')} fill>
      <Stack gap="md">
        <Group justify="space-between">
          <div>
            <Text size="sm" c="dimmed">
              {t('student.profile.enrolledCourses')}
            </Text>
            <Text fz="xl" fw={700}>
              {formatCount(profile.enrolledCourses)}
            </Text>
          </div>
          <ButtonLink to="/student_courses" variant="light" size="xs">
            {t('student.profile.viewCourses')}
          </ButtonLink>
        </Group>
        <Divider />
        <Group justify="space-between">
          <div>
            <Text size="sm" c="dimmed">
              {t('student.profile.activityProgress')}
            </Text>
            <Text fz="xl" fw={700}>
              {t('student.profile.completedOfTotal', {
                completed: formatCount(profile.completedActivities),
                total: formatCount(profile.totalActivities),
              })}
            </Text>
          </div>
          <ButtonLink to="/student_activities" variant="light" size="xs">
            {t('student.profile.viewActivities')}
          </ButtonLink>
        </Group>
        <Divider />
        <div>
          <Group justify="space-between" mb={6}>
            <Text size="sm" c="dimmed">
              {t('student.profile.overallCompletion')}
            </Text>
            <Text fw={700}>{formatPercent(profile.overallCompletion)}</Text>
          </Group>
          <Progress
            value={profile.overallCompletion}
            size="lg"
            aria-label={t('student.profile.overallCompletion')}
          />
        </div>
      </Stack>
    </Panel>
  );
}
