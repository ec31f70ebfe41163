import { Group, Select } from '@mantine/core';
import { FilterSelect } from '~/components/filter-select/FilterSelect.tsx';
import { SearchField } from '~/components/search-field/SearchField.tsx';
import type { StatusFilter } from '../common/student-filters.ts';

const STATUS_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All Status' },
  { value: 'pending', label: 'Pending' },
  { value: 'completed', label: 'Completed' },
];

interface ActivityFiltersProps {
  search: string;
  course: string | undefined;
  status: StatusFilter;
  courses: { value: string; label: string }[];
  onChange: (change: {
    search?: string;
    course?: string | undefined;
    status?: StatusFilter;
  }) => void;
}

export function ActivityFilters({
  search,
  course,
  status,
  courses,
  onChange,
}: ActivityFiltersProps) {
  return (
    <Group gap="sm" align="flex-end">
      <SearchField
        value={search}
        onChange={(next) => onChange({ search: next })}
        placeholder="Search activities..."
        label="Search activities"
      />
      <FilterSelect
        label="Course"
        allLabel="All Courses"
        options={courses}
        value={course}
        onChange={(next) => onChange({ course: next })}
        width={220}
      />
      <Select
        w={{ base: '100%', xs: 160 }}
        aria-label="Status"
        data={STATUS_OPTIONS}
        value={status}
        onChange={(value) => onChange({ status: (value as StatusFilter | null) ?? 'all' })}
        allowDeselect={false}
      />
    </Group>
  );
}
