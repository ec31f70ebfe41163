import { Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
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

const ALL = '*';
const pick = (value: string | null) => (value === ALL || value === null ? undefined : value);

export function ResponsesFilters(props: ResponsesFiltersProps) {
  const { options, search, courseId, studentId, activityId, onSearch, onChange } = props;
  const disabled = !options;
  return (
    <Group gap="sm" align="flex-end">
      <TextInput
        style={{ flex: '1 1 240px' }}
        type="search"
        placeholder="Search by student, course or activity..."
        aria-label="Search responses"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
      />
      <Select
        w={{ base: '100%', xs: 200 }}
        aria-label="Course"
        disabled={disabled}
        data={[
          { value: ALL, label: 'All Courses' },
          ...(options?.courses ?? []).map((c) => ({ value: c.id, label: c.title })),
        ]}
        value={courseId ?? ALL}
        // Another course's activity would match nothing: the activity filter starts over.
        onChange={(value) => onChange({ courseId: pick(value), activityId: undefined })}
        allowDeselect={false}
        maxDropdownHeight={300}
      />
      <Select
        w={{ base: '100%', xs: 200 }}
        aria-label="Student"
        disabled={disabled}
        searchable
        data={[
          { value: ALL, label: 'All Students' },
          ...(options?.students ?? []).map((s) => ({ value: s.id, label: s.name })),
        ]}
        value={studentId ?? ALL}
        onChange={(value) => onChange({ studentId: pick(value) })}
        allowDeselect={false}
        maxDropdownHeight={300}
      />
      <Select
        w={{ base: '100%', xs: 200 }}
        aria-label="Activity"
        disabled={disabled}
        searchable
        data={[
          { value: ALL, label: 'All Activities' },
          ...activityOptions(options?.activities ?? [], courseId).map((a) => ({
            value: a.id,
            label: a.title,
          })),
        ]}
        value={activityId ?? ALL}
        onChange={(value) => onChange({ activityId: pick(value) })}
        allowDeselect={false}
        maxDropdownHeight={300}
      />
    </Group>
  );
}
