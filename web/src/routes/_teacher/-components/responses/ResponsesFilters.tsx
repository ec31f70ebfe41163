import { Group } from '@mantine/core';
import { FilterSelect } from '~/components/filter-select/FilterSelect.tsx';
import { SearchField } from '~/components/search-field/SearchField.tsx';
import type { ResponseFilterOptions } from '../common/teacher-types.ts';
import { activityOptions } from './responses-view.ts';

interface ResponsesFiltersProps {
  options: ResponseFilterOptions | undefined;
  search: string;
  courseId: string | undefined;
  studentId: string | undefined;
  activityId: string | undefined;
  onSearch: (search: string) => void;
  onChange: (change: { courseId?: string; studentId?: string; activityId?: string }) => void;
}

export function ResponsesFilters(props: ResponsesFiltersProps) {
  const { options, search, courseId, studentId, activityId, onSearch, onChange } = props;
  const disabled = !options;
  return (
    <Group gap="sm" align="flex-end">
      <SearchField
        value={search}
        onChange={onSearch}
        placeholder="Search by student, course or activity..."
        label="Search responses"
        debounceMs={300}
      />
      <FilterSelect
        label="Course"
        allLabel="All Courses"
        options={(options?.courses ?? []).map((c) => ({ value: c.id, label: c.title }))}
        value={courseId}
        // Another course's activity would match nothing: the activity filter starts over.
        onChange={(next) => onChange({ courseId: next, activityId: undefined })}
        disabled={disabled}
      />
      <FilterSelect
        label="Student"
        allLabel="All Students"
        options={(options?.students ?? []).map((s) => ({ value: s.id, label: s.name }))}
        value={studentId}
        onChange={(next) => onChange({ studentId: next })}
        searchable
        disabled={disabled}
      />
      <FilterSelect
        label="Activity"
        allLabel="All Activities"
        options={activityOptions(options?.activities ?? [], courseId).map((a) => ({
          value: a.id,
          label: a.title,
        }))}
        value={activityId}
        onChange={(next) => onChange({ activityId: next })}
        searchable
        disabled={disabled}
      />
    </Group>
  );
}
