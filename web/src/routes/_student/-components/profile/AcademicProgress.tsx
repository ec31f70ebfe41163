import { Divider, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { ButtonLink } from '../../../../components/router-links/router-links.tsx';
import type { StudentProfile } from '../common/student-types.ts';

export function AcademicProgress({ profile }: { profile: StudentProfile }) {
  return (
    <Paper withBorder p="lg" h="100%" component="section" aria-labelledby="academic-progress">
      <Title order={3} size="h4" mb="md" id="academic-progress">
        Academic Progress
      </Title>
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
    </Paper>
  );
}
