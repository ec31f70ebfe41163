import { Group } from '@mantine/core';
import { SearchField } from '~/components/search-field/SearchField.tsx';
import { FilterSelect } from '~/components/filter-select/FilterSelect.tsx';
import { useT } from '~/i18n/use-t.ts';
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
  const t = useT();
  return (
    <Group gap="sm" align="flex-end">
      <SearchField
        value={search.q ?? ''}
        onChange={(q) => onChange({ q: q || undefined })}
        placeholder={t('admin.submissions.searchPlaceholder')}
        label={t('admin.submissions.searchLabel')}
        debounceMs={300}
      />
      <FilterSelect
        label={t('admin.submissions.course')}
        allLabel={t('admin.submissions.allCourses')}
        options={options?.courses.map((c) => ({ value: c.id, label: c.title })) ?? []}
        value={search.course}
        onChange={(course) => onChange({ course })}
        searchable
      />
      <FilterSelect
        label={t('admin.submissions.teacher')}
        allLabel={t('admin.submissions.allTeachers')}
        options={
          options?.teachers.map((teacher) => ({ value: teacher.id, label: teacher.name })) ?? []
        }
        value={search.teacher}
        onChange={(teacher) => onChange({ teacher })}
        searchable
      />
      <FilterSelect
        label={t('admin.submissions.student')}
        allLabel={t('admin.submissions.allStudents')}
        options={options?.students.map((s) => ({ value: s.id, label: s.name })) ?? []}
        value={search.student}
        onChange={(student) => onChange({ student })}
        searchable
      />
    </Group>
  );
}
