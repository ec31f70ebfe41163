import { Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useRetained } from '~/components/admin/use-retained.ts';
import { departmentText } from '~/components/admin/departments.ts';
import { Detail } from '~/components/detail/Detail.tsx';
import { formatDay } from '~/lib/format.ts';
import type { CourseRow } from '../common/admin-types.ts';
import { CourseActivities } from './CourseActivities.tsx';
import { CourseStatusBadge } from './CourseStatusBadge.tsx';
import { StartNextTermButton } from './StartNextTermButton.tsx';

interface CourseDetailsModalProps {
  course: CourseRow | null;
  onClose: () => void;
  onEdit: (course: CourseRow) => void;
}

export function CourseDetailsModal({ course: current, onClose, onEdit }: CourseDetailsModalProps) {
  const course = useRetained(current);
  return (
    <Modal opened={current !== null} onClose={onClose} title="Course Details" size="lg">
      {course && (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <Detail label="Title">{course.title}</Detail>
            <Detail label="Code">{course.courseCode}</Detail>
            <Detail label="Department">{departmentText(course.departmentCode)}</Detail>
            <Detail label="Teacher">
              {course.teacher.name}
              <Text size="xs" c="dimmed">
                {course.teacher.email}
              </Text>
            </Detail>
            <Detail label="Students">
              {course.enrolledCount} of {course.maxStudents} places taken
            </Detail>
            <Detail label="Status">
              <CourseStatusBadge status={course.status} />
            </Detail>
            <Detail label="Dates">
              {formatDay(course.startDate)} – {formatDay(course.endDate)}
            </Detail>
            <Detail label="Credits">{course.credits}</Detail>
            <Detail label="Prerequisites">{course.prerequisites ?? 'None'}</Detail>
          </SimpleGrid>
          <Detail label="Description">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {course.description}
            </Text>
          </Detail>
          <Detail label="Activities">
            <CourseActivities courseId={course.id} />
          </Detail>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <StartNextTermButton courseId={course.id} onDone={onClose} />
            <Button onClick={() => onEdit(course)}>Edit</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
