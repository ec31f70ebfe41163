import { Select } from '@mantine/core';

// Select values cannot be empty: this one stands for 'All Courses'.
const ALL_COURSES = '*';

interface CourseFilterProps {
  courseId: string | undefined;
  courses: { id: string; title: string }[];
  onChange: (courseId: string | undefined) => void;
}

/** 'All Courses' plus each of the teacher's courses by title. */
export function CourseFilter({ courseId, courses, onChange }: CourseFilterProps) {
  return (
    <Select
      w={{ base: '100%', xs: 220 }}
      aria-label="Course"
      data={[
        { value: ALL_COURSES, label: 'All Courses' },
        ...courses.map((c) => ({ value: c.id, label: c.title })),
      ]}
      value={courseId ?? ALL_COURSES}
      onChange={(value) => onChange(value === ALL_COURSES ? undefined : (value ?? undefined))}
      allowDeselect={false}
      maxDropdownHeight={300}
    />
  );
}
