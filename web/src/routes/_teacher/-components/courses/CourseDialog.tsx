import { Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Detail } from '~/components/detail/Detail.tsx';
import { LmsRosterSync } from '~/components/lms-roster/LmsRosterSync.tsx';
import { ButtonLink } from '~/components/router-links/router-links.tsx';
import { departmentName } from '~/i18n/departments.ts';
import { useT } from '~/i18n/use-t.ts';
import { formatCount } from '~/lib/format.ts';
import type { TeacherCourse } from '../common/teacher-types.ts';
import { CourseActivitiesTable } from './CourseActivitiesTable.tsx';
import { StartNextTermButton } from './StartNextTermButton.tsx';

interface CourseDialogProps {
  course: TeacherCourse | null;
  onClose: () => void;
}

export function CourseDialog({ course, onClose }: CourseDialogProps) {
  const t = useT();
  return (
    <Modal
      opened={course !== null}
      onClose={onClose}
      title={
        course
          ? t('teacher.courses.dialogTitle', { title: course.title, code: course.courseCode })
          : ''
      }
      size="xl"
    >
      {course && (
        <Stack gap="md">
          {course.description && <Text size="sm">{course.description}</Text>}
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            <Detail label={t('teacher.courses.subject')} kind="fact">
              {departmentName(course.departmentCode) ?? t('teacher.courses.notSpecified')}
            </Detail>
            <Detail label={t('teacher.courses.studentsLabel')} kind="fact">
              {formatCount(course.studentCount)}
            </Detail>
            <Detail label={t('teacher.courses.activitiesFact')} kind="fact">
              {formatCount(course.activityCount)}
            </Detail>
          </SimpleGrid>
          <CourseActivitiesTable courseId={course.id} />
          <LmsRosterSync courseId={course.id} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('teacher.courses.close')}
            </Button>
            <StartNextTermButton courseId={course.id} />
            <ButtonLink
              to="/activities/create"
              search={{ courseId: course.id }}
              leftSection={<IconPlus size={16} />}
            >
              {t('teacher.courses.createActivity')}
            </ButtonLink>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
