import { Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { FilterSelect } from '../../../../components/filter-select/FilterSelect.tsx';
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
      <TextInput
        style={{ flex: '1 1 260px' }}
        value={search}
        onChange={(event) => onChange({ search: event.currentTarget.value })}
        placeholder="Search activities..."
        aria-label="Search activities"
        leftSection={<IconSearch size={16} />}
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
