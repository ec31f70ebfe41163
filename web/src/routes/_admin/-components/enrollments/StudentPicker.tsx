import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '~/i18n/use-t.ts';
import { useTRPC } from '~/lib/trpc.ts';
import { type Candidate, candidateOptions, candidateSearch } from './candidate-options.ts';

interface StudentPickerProps {
  courseId: string | undefined;
  value: Candidate | null;
  onChange: (student: Candidate | null) => void;
  error?: string;
}

/** Students not yet in the course, searched on the server by name or email as you type. */
export function StudentPicker({ courseId, value, onChange, error }: StudentPickerProps) {
  const t = useT();
  const trpc = useTRPC();
  const [searchText, setSearchText] = useState('');
  const [debounced] = useDebouncedValue(searchText, 250);
  const search = candidateSearch(debounced, value);
  const candidates = useQuery(
    trpc.admin.enrollments.candidates.queryOptions(
      { courseId: courseId ?? '', search },
      { enabled: !!courseId, placeholderData: keepPreviousData },
    ),
  );
  const data = candidateOptions(candidates.data, value);
  const find = (id: string | null): Candidate | null =>
    (id && (candidates.data?.find((c) => c.id === id) ?? (value?.id === id ? value : null))) ||
    null;

  return (
    <Select
      style={{ flex: '1 1 320px' }}
      label={t('admin.enrollments.student')}
      placeholder={
        courseId
          ? t('admin.enrollments.searchPlaceholder')
          : t('admin.enrollments.selectCourseFirst')
      }
      disabled={!courseId}
      searchable
      clearable
      data={data}
      value={value?.id ?? null}
      onChange={(id) => onChange(find(id))}
      searchValue={searchText}
      onSearchChange={setSearchText}
      maxDropdownHeight={300}
      nothingFoundMessage={
        candidates.isFetching
          ? t('admin.enrollments.searching')
          : t('admin.enrollments.noCandidates')
      }
      error={error}
    />
  );
}
