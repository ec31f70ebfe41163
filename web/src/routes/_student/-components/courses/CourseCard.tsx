import { Badge, Box, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconListCheck, IconUsers } from '@tabler/icons-react';
import { FactRow } from '~/components/fact-row/FactRow.tsx';
import { ButtonLink } from '~/components/router-links/router-links.tsx';
import { formatPercent } from '~/lib/format.ts';
import { courseColor } from '../common/course-color.ts';
import type { StudentCourseCard } from '../common/student-types.ts';
import { departmentName } from '~/i18n/departments.ts';
import { useT } from '~/i18n/use-t.ts';

export function CourseCard({ course }: { course: StudentCourseCard }) {
  const color = courseColor(course.courseCode);
  const department = departmentName(course.departmentCode);
  const t = useT();
  return (
    <Card withBorder padding="lg" component="article" aria-labelledby={`course-${course.id}`}>
      <Card.Section
        h={96}
        p="md"
        bg={`linear-gradient(135deg, var(--mantine-color-${color}-5), var(--mantine-color-${color}-8))`}
      >
        <Group justify="space-between" align="flex-start">
          {/* Dark on white: no course colour keeps white text at 4.5:1 (green, orange). */}
          <Badge variant="white" c="dark.8" size="lg" radius="sm">
            {course.courseCode}
          </Badge>
          {department && (
            <Badge variant="white" c="dark.8" radius="sm" tt="none">
              {department}
            </Badge>
          )}
        </Group>
      </Card.Section>
      <Stack gap="sm" mt="md" style={{ flex: 1 }}>
        <Title order={3} size="h4" id={`course-${course.id}`} lineClamp={2}>
          {course.title}
        </Title>
        <Text size="sm" c="dimmed" lineClamp={3} style={{ flex: 1 }}>
          {course.description}
        </Text>
        <FactRow
          facts={[
            {
              icon: IconUsers,
              text: t('student.courses.students', { count: course.enrolledCount }),
            },
            {
              icon: IconListCheck,
              text: t('student.courses.activities', { count: course.activityCount }),
            },
          ]}
        />
        <Box>
          <Group justify="space-between" mb={4}>
            <Text size="xs" c="dimmed">
              {t('student.courses.progress')}
            </Text>
            <Text size="xs" fw={600}>
              {formatPercent(course.progress)}
            </Text>
          </Group>
          <Progress
            value={course.progress}
            color={color}
            aria-label={t('student.courses.progressOf', { course: course.title })}
          />
        </Box>
        <ButtonLink
          to="/student_course/$courseCode"
          params={{ courseCode: course.courseCode }}
          fullWidth
          variant="light"
          aria-label={t('student.courses.viewNamed', { course: course.title })}
        >
          {t('student.courses.view')}
        </ButtonLink>
      </Stack>
    </Card>
  );
}
