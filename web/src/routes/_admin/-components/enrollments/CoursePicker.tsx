import { Badge, Group, Select } from '@mantine/core';
import type { CourseRow } from '../common/admin-types.ts';

interface CoursePickerProps {
  courses: CourseRow[] | undefined;
  value: string | undefined;
  onChange: (courseId: string | undefined) => void;
  /** The open course's numbers, fresher than the course list's. */
  enrolled?: { enrolledCount: number; maxStudents: number };
  error?: string;
}

export function CoursePicker({ courses, value, onChange, enrolled, error }: CoursePickerProps) {
  const full = enrolled && enrolled.enrolledCount >= enrolled.maxStudents;
  return (
    <Group align="flex-end" gap="sm">
      <Select
        style={{ flex: '1 1 320px' }}
        label="Course"
        placeholder={courses ? 'Select a course' : 'Loading courses…'}
        searchable
        data={(courses ?? []).map((c) => ({ value: c.id, label: `${c.courseCode} — ${c.title}` }))}
        value={value ?? null}
        onChange={(id) => onChange(id ?? undefined)}
        maxDropdownHeight={300}
        nothingFoundMessage="No courses found"
        error={error}
      />
      {enrolled && (
        <Badge
          size="lg"
          variant="light"
          color={full ? 'red' : 'blue'}
          mb={error ? 22 : 4}
          aria-label={`${enrolled.enrolledCount} of ${enrolled.maxStudents} places taken`}
        >
          {enrolled.enrolledCount} / {enrolled.maxStudents} enrolled{full ? ' · full' : ''}
        </Badge>
      )}
    </Group>
  );
}
