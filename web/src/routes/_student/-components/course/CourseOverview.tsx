import { Badge, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { departmentLabel } from '@teachchat/shared';
import { courseColor } from '../common/course-color.ts';
import type { StudentCourseDetail } from '../common/student-types.ts';

/** The course's description and the student's progress in it. */
export function CourseOverview({ course }: { course: StudentCourseDetail }) {
  const color = courseColor(course.courseCode);
  return (
    <Paper
      withBorder
      p="lg"
      style={{ borderTop: `4px solid var(--mantine-color-${color}-filled)` }}
    >
      <Stack gap="md">
        <Group gap="xs">
          <Badge color={color} variant="light">
            {course.courseCode}
          </Badge>
          {departmentLabel(course.departmentCode) && (
            <Badge color="gray" variant="outline">
              {departmentLabel(course.departmentCode)}
            </Badge>
          )}
        </Group>
        <Text style={{ whiteSpace: 'pre-wrap' }}>{course.description}</Text>
        <div>
          <Group justify="space-between" mb={4}>
            <Text size="sm" fw={500}>
              Your progress
            </Text>
            <Text size="sm" c="dimmed">
              {course.completedCount} of {course.activityCount} completed · {course.progress}%
            </Text>
          </Group>
          <Progress value={course.progress} color={color} size="lg" aria-label="Course progress" />
        </div>
      </Stack>
    </Paper>
  );
}
