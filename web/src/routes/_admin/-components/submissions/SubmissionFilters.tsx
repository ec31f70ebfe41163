import { Group } from '@mantine/core';
import { SearchField } from '~/components/search-field/SearchField.tsx';
import { FilterSelect } from '~/components/filter-select/FilterSelect.tsx';
import type { SubmissionFilterOptions } from '../common/admin-types.ts';
import type { SubmissionsSearch } from './submissions-search.ts';

interface SubmissionFiltersProps {
  search: SubmissionsSearch;
  options: SubmissionFilterOptions | undefined;
  onChange: (
    change: Partial<Pick<SubmissionsSearch, 'q' | 'course' | 'teacher' | 'student'>>,
  ) => void;
}

/** Search, and the course, teacher and student filters. */
export function SubmissionFilters({ search, options, onChange }: SubmissionFiltersProps) {
  return (
    <Group gap="sm" align="flex-end">
      <SearchField
        value={search.q ?? ''}
        onChange={(q) => onChange({ q: q || undefined })}
        placeholder="Search submissions..."
        label="Search submissions"
        debounceMs={300}
      />
      <FilterSelect
        label="Course"
        allLabel="All Courses"
        options={options?.courses.map((c) => ({ value: c.id, label: c.title })) ?? []}
        value={search.course}
        onChange={(course) => onChange({ course })}
        searchable
      />
      <FilterSelect
        label="Teacher"
        allLabel="All Teachers"
        options={options?.teachers.map((t) => ({ value: t.id, label: t.name })) ?? []}
        value={search.teacher}
        onChange={(teacher) => onChange({ teacher })}
        searchable
      />
      <FilterSelect
        label="Student"
        allLabel="All Students"
        options={options?.students.map((s) => ({ value: s.id, label: s.name })) ?? []}
        value={search.student}
        onChange={(student) => onChange({ student })}
        searchable
      />
    </Group>
  );
}
