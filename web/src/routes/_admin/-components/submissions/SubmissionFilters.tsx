import { Group, Select } from '@mantine/core';
import { SearchField } from '../../../../components/admin/SearchField.tsx';
import type { SubmissionFilterOptions } from '../common/admin-types.ts';
import type { SubmissionsSearch } from './submissions-search.ts';

// Select values cannot be empty: this one stands for 'All …'.
const ALL = 'all';

interface SubmissionFiltersProps {
  search: SubmissionsSearch;
  options: SubmissionFilterOptions | undefined;
  onChange: (
    change: Partial<Pick<SubmissionsSearch, 'q' | 'course' | 'teacher' | 'student'>>,
  ) => void;
}

/** Search, and the course, teacher and student filters. */
export function SubmissionFilters({ search, options, onChange }: SubmissionFiltersProps) {
  const select = (
    label: string,
    all: string,
    items: { id: string; label: string }[] | undefined,
    value: string | undefined,
    key: 'course' | 'teacher' | 'student',
  ) => (
    <Select
      w={{ base: '100%', xs: 200 }}
      aria-label={label}
      data={[
        { value: ALL, label: all },
        ...(items ?? []).map((i) => ({ value: i.id, label: i.label })),
      ]}
      value={value ?? ALL}
      onChange={(next) => onChange({ [key]: !next || next === ALL ? undefined : next })}
      allowDeselect={false}
      searchable
      maxDropdownHeight={300}
      nothingFoundMessage="Nothing found"
    />
  );

  return (
    <Group gap="sm" align="flex-end">
      <SearchField
        value={search.q ?? ''}
        onChange={(q) => onChange({ q: q || undefined })}
        placeholder="Search submissions..."
        label="Search submissions"
        debounceMs={300}
      />
      {select(
        'Course',
        'All Courses',
        options?.courses.map((c) => ({ id: c.id, label: c.title })),
        search.course,
        'course',
      )}
      {select(
        'Teacher',
        'All Teachers',
        options?.teachers.map((t) => ({ id: t.id, label: t.name })),
        search.teacher,
        'teacher',
      )}
      {select(
        'Student',
        'All Students',
        options?.students.map((s) => ({ id: s.id, label: s.name })),
        search.student,
        'student',
      )}
    </Group>
  );
}
