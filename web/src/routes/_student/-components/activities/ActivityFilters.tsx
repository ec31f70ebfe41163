import { Group, Select } from '@mantine/core';
import { FilterSelect } from '~/components/filter-select/FilterSelect.tsx';
import { SearchField } from '~/components/search-field/SearchField.tsx';
import type { StatusFilter } from '../common/student-filters.ts';
import type { MessageKey } from '~/i18n/keys.ts';
import { useT } from '~/i18n/use-t.ts';

const STATUS_OPTIONS: { value: StatusFilter; label: MessageKey }[] = [
  { value: 'all', label: 'student.activities.allStatus' },
  { value: 'pending', label: 'student.status.pending' },
  { value: 'completed', label: 'student.status.completed' },
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
  const t = useT();
  return (
    <Group gap="sm" align="flex-end">
      <SearchField
        value={search}
        onChange={(next) => onChange({ search: next })}
        placeholder={t('student.activities.searchPlaceholder')}
        label={t('student.activities.search')}
      />
      <FilterSelect
        label={t('student.activities.course')}
        allLabel={t('student.activities.allCourses')}
        options={courses}
        value={course}
        onChange={(next) => onChange({ course: next })}
        width={220}
      />
      <Select
        w={{ base: '100%', xs: 160 }}
        aria-label={t('student.activities.status')}
        data={STATUS_OPTIONS.map((option) => ({ value: option.value, label: t(option.label) }))}
        value={status}
        onChange={(value) => onChange({ status: (value as StatusFilter | null) ?? 'all' })}
        allowDeselect={false}
      />
    </Group>
  );
}
