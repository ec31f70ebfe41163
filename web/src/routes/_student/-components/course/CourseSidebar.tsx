import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconCalendar,
  IconListCheck,
  IconMail,
  IconSchool,
  IconUser,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { courseDuration, formatCount } from '~/lib/format.ts';
import type { StudentCourseDetail } from '../common/student-types.ts';
import { useT } from '~/i18n/use-t.ts';

function InfoRow({
  icon: RowIcon,
  label,
  children,
}: {
  icon: Icon;
  label: string;
  children: ReactNode;
}) {
  return (
    <Group wrap="nowrap" align="flex-start" gap="sm">
      <ThemeIcon variant="light" color="gray" size="md" aria-hidden>
        <RowIcon size={16} />
      </ThemeIcon>
      <div>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Text size="sm" fw={500}>
          {children}
        </Text>
      </div>
    </Group>
  );
}

/** Course facts beside the activity list, and how to reach the instructor. */
export function CourseSidebar({ course }: { course: StudentCourseDetail }) {
  const mailto = `mailto:${course.instructor.email}?subject=${encodeURIComponent(
    `${course.courseCode}: ${course.title}`,
  )}`;
  const t = useT();
  return (
    <Stack gap="md">
      <Paper withBorder p="lg" component="section" aria-labelledby="course-info">
        <Title order={3} size="h5" mb="md" id="course-info">
          {t('student.course.information')}
        </Title>
        <Stack gap="sm">
          <InfoRow icon={IconUser} label={t('student.course.instructor')}>
            {course.instructor.name}
          </InfoRow>
          <InfoRow icon={IconCalendar} label={t('student.course.duration')}>
            {courseDuration(course.startDate, course.endDate)}
          </InfoRow>
          <InfoRow icon={IconListCheck} label={t('student.course.activities')}>
            {formatCount(course.activityCount)}
          </InfoRow>
          <InfoRow icon={IconUsers} label={t('student.course.enrollment')}>
            {t('student.course.enrolledOfMax', {
              enrolled: formatCount(course.enrolledCount),
              max: formatCount(course.maxStudents),
            })}
          </InfoRow>
          <InfoRow icon={IconSchool} label={t('student.course.credits')}>
            {formatCount(course.credits)}
          </InfoRow>
        </Stack>
      </Paper>
      <Paper withBorder p="lg" component="section" aria-labelledby="course-help">
        <Title order={3} size="h5" mb="xs" id="course-help">
          {t('student.course.needHelp')}
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          {t('student.course.helpText')}
        </Text>
        <Button
          component="a"
          href={mailto}
          variant="light"
          fullWidth
          leftSection={<IconMail size={16} />}
        >
          {t('student.course.contact', { name: course.instructor.name })}
        </Button>
        <Text size="xs" c="dimmed" ta="center" mt="xs">
          {course.instructor.email}
        </Text>
      </Paper>
    </Stack>
  );
}
