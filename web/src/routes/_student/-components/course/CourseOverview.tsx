import { Badge, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { courseColor } from '../common/course-color.ts';
import type { StudentCourseDetail } from '../common/student-types.ts';
import { departmentName } from '~/i18n/departments.ts';
import { useT } from '~/i18n/use-t.ts';
import { formatCount, formatPercent } from '~/lib/format.ts';

/** The course's description and the student's progress in it. */
export function CourseOverview({ course }: { course: StudentCourseDetail }) {
  const color = courseColor(course.courseCode);
  const t = useT();
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
          {departmentName(course.departmentCode) && (
            <Badge color="gray" variant="outline">
              {departmentName(course.departmentCode)}
            </Badge>
          )}
        </Group>
        <Text style={{ whiteSpace: 'pre-wrap' }}>{course.description}</Text>
        <div>
          <Group justify="space-between" mb={4}>
            <Text size="sm" fw={500}>
              {t('student.course.yourProgress')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('student.course.completedOf', {
                completed: formatCount(course.completedCount),
                total: formatCount(course.activityCount),
                percent: formatPercent(course.progress),
              })}
            </Text>
          </Group>
          <Progress
            value={course.progress}
            color={color}
            size="lg"
            aria-label={t('student.course.progressLabel')}
          />
        </div>
      </Stack>
    </Paper>
  );
}
