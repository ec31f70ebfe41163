import { Group } from '@mantine/core';
import { FilterSelect } from '~/components/filter-select/FilterSelect.tsx';
import { SearchField } from '~/components/search-field/SearchField.tsx';
import { useT } from '~/i18n/use-t.ts';
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
  const t = useT();
  const disabled = !options;
  return (
    <Group gap="sm" align="flex-end">
      <SearchField
        value={search}
        onChange={onSearch}
        placeholder={t('teacher.responses.searchPlaceholder')}
        label={t('teacher.responses.searchLabel')}
        debounceMs={300}
      />
      <FilterSelect
        label={t('teacher.responses.course')}
        allLabel={t('teacher.responses.allCourses')}
        options={(options?.courses ?? []).map((c) => ({ value: c.id, label: c.title }))}
        value={courseId}
        // Another course's activity would match nothing: the activity filter starts over.
        onChange={(next) => onChange({ courseId: next, activityId: undefined })}
        disabled={disabled}
      />
      <FilterSelect
        label={t('teacher.responses.student')}
        allLabel={t('teacher.responses.allStudents')}
        options={(options?.students ?? []).map((s) => ({ value: s.id, label: s.name }))}
        value={studentId}
        onChange={(next) => onChange({ studentId: next })}
        searchable
        disabled={disabled}
      />
      <FilterSelect
        label={t('teacher.responses.activity')}
        allLabel={t('teacher.responses.allActivities')}
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
