import { Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useRetained } from '../../../../components/admin/use-retained.ts';
import type { ReactNode } from 'react';
import { departmentText } from '../../../../components/admin/departments.ts';
import { formatDate } from '../../../../lib/format.ts';
import type { CourseRow } from '../common/admin-types.ts';
import { CourseStatusBadge } from './CourseStatusBadge.tsx';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

// Course days are calendar days: read them as local dates, not UTC midnight.
function day(value: string): string {
  const [y, m, d] = value.split('-').map(Number);
  return y && m && d ? formatDate(new Date(y, m - 1, d)) : value;
}

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
              {day(course.startDate)} – {day(course.endDate)}
            </Detail>
            <Detail label="Credits">{course.credits}</Detail>
            <Detail label="Prerequisites">{course.prerequisites ?? 'None'}</Detail>
          </SimpleGrid>
          <Detail label="Description">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {course.description}
            </Text>
          </Detail>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button onClick={() => onEdit(course)}>Edit</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
