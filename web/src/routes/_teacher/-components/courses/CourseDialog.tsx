import { Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { departmentLabel } from '@teachchat/shared';
import { ButtonLink } from '../../../../components/router-links/router-links.tsx';
import type { TeacherCourse } from '../common/teacher-types.ts';
import { CourseActivitiesTable } from './CourseActivitiesTable.tsx';

interface CourseDialogProps {
  course: TeacherCourse | null;
  onClose: () => void;
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text size="sm" fw={600}>
        {value}
      </Text>
    </div>
  );
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
            <Fact
              label="Subject"
              value={departmentLabel(course.departmentCode) ?? 'Not specified'}
            />
            <Fact label="Students" value={String(course.studentCount)} />
            <Fact label="Activities" value={String(course.activityCount)} />
          </SimpleGrid>
          <CourseActivitiesTable courseId={course.id} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
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
