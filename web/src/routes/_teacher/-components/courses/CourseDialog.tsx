import { Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { departmentLabel } from '@teachchat/shared';
import { Detail } from '~/components/detail/Detail.tsx';
import { LmsRosterSync } from '~/components/lms-roster/LmsRosterSync.tsx';
import { ButtonLink } from '~/components/router-links/router-links.tsx';
import type { TeacherCourse } from '../common/teacher-types.ts';
import { CourseActivitiesTable } from './CourseActivitiesTable.tsx';
import { StartNextTermButton } from './StartNextTermButton.tsx';

interface CourseDialogProps {
  course: TeacherCourse | null;
  onClose: () => void;
}

export function CourseDialog({ course, onClose }: CourseDialogProps) {
  return (
    <Modal
      opened={course !== null}
      onClose={onClose}
      title={course ? `${course.title} (${course.courseCode})` : ''}
      size="xl"
    >
      {course && (
        <Stack gap="md">
          {course.description && <Text size="sm">{course.description}</Text>}
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            <Detail label="Subject" kind="fact">
              {departmentLabel(course.departmentCode) ?? 'Not specified'}
            </Detail>
            <Detail label="Students" kind="fact">
              {String(course.studentCount)}
            </Detail>
            <Detail label="Activities" kind="fact">
              {String(course.activityCount)}
            </Detail>
          </SimpleGrid>
          <CourseActivitiesTable courseId={course.id} />
          <LmsRosterSync courseId={course.id} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <StartNextTermButton courseId={course.id} />
            <ButtonLink
              to="/activities/create"
              search={{ courseId: course.id }}
              leftSection={<IconPlus size={16} />}
            >
              Create New Activity
            </ButtonLink>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
