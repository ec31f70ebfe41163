import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconMessageChatbot, IconPlus, IconUsers } from '@tabler/icons-react';
import { CardButton } from '~/components/card-button/CardButton.tsx';
import { FactRow } from '~/components/fact-row/FactRow.tsx';
import { ButtonLink } from '~/components/router-links/router-links.tsx';
import { departmentName } from '~/i18n/departments.ts';
import { useT } from '~/i18n/use-t.ts';
import type { TeacherCourse } from '../common/teacher-types.ts';

interface CourseCardProps {
  course: TeacherCourse;
  onOpen: (course: TeacherCourse) => void;
}

/** A course of the teacher's: opens the course dialog; 'New Activity' starts one in it. */
export function CourseCard({ course, onOpen }: CourseCardProps) {
  const t = useT();
  const subject = departmentName(course.departmentCode);
  return (
    <Card
      withBorder
      padding="lg"
      component="article"
      aria-labelledby={`course-${course.id}`}
      pos="relative"
    >
      <Stack gap={8} style={{ flex: 1 }}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={3} size="h5" id={`course-${course.id}`} lineClamp={2}>
            <CardButton
              label={t('teacher.courses.open', { title: course.title })}
              onClick={() => onOpen(course)}
            >
              {course.title}
            </CardButton>
          </Title>
          <Badge variant="light" style={{ flexShrink: 0 }}>
            {course.courseCode}
          </Badge>
        </Group>
        {subject && (
          <Text size="xs" c="dimmed" fw={500}>
            {subject}
          </Text>
        )}
        <Text size="sm" c="dimmed" lineClamp={2} style={{ flex: 1 }}>
          {course.description}
        </Text>
        <FactRow
          facts={[
            {
              icon: IconUsers,
              text: t('teacher.courses.students', { count: course.studentCount }),
            },
            {
              icon: IconMessageChatbot,
              text: t('teacher.courses.activities', { count: course.activityCount }),
            },
          ]}
        />
      </Stack>
      <ButtonLink
        pos="relative"
        to="/activities/create"
        search={{ courseId: course.id }}
        variant="light"
        size="xs"
        mt="md"
        leftSection={<IconPlus size={14} />}
        aria-label={t('teacher.courses.newActivityIn', { title: course.title })}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('teacher.courses.newActivity')}
      </ButtonLink>
    </Card>
  );
}
