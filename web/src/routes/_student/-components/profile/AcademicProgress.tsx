import { Divider, Group, Progress, Stack, Text } from '@mantine/core';
import { ButtonLink } from '~/components/router-links/router-links.tsx';
import type { StudentProfile } from '../common/student-types.ts';
import { Panel } from '~/components/panel/Panel.tsx';

export function AcademicProgress({ profile }: { profile: StudentProfile }) {
  return (
    <Panel title="Academic Progress" fill>
      <Stack gap="md">
        <Group justify="space-between">
          <div>
            <Text size="sm" c="dimmed">
              Enrolled Courses
            </Text>
            <Text fz="xl" fw={700}>
              {profile.enrolledCourses}
            </Text>
          </div>
          <ButtonLink to="/student_courses" variant="light" size="xs">
            View Courses
          </ButtonLink>
        </Group>
        <Divider />
        <Group justify="space-between">
          <div>
            <Text size="sm" c="dimmed">
              Activity Progress
            </Text>
            <Text fz="xl" fw={700}>
              {profile.completedActivities}/{profile.totalActivities}
            </Text>
          </div>
          <ButtonLink to="/student_activities" variant="light" size="xs">
            View Activities
          </ButtonLink>
        </Group>
        <Divider />
        <div>
          <Group justify="space-between" mb={6}>
            <Text size="sm" c="dimmed">
              Overall Completion
            </Text>
            <Text fw={700}>{profile.overallCompletion}%</Text>
          </Group>
          <Progress value={profile.overallCompletion} size="lg" aria-label="Overall Completion" />
        </div>
      </Stack>
    </Panel>
  );
}
