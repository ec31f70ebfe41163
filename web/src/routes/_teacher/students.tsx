import { Group, Paper, Stack } from '@mantine/core';
import { keepPreviousData, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { FilterSelect } from '../../components/filter-select/FilterSelect.tsx';
import { Page } from '../../components/page/Page.tsx';
import { SearchField } from '../../components/search-field/SearchField.tsx';
import { ExportDataButton } from '../../components/teacher/csv/ExportDataButton.tsx';
import { useT } from '../../i18n/use-t.ts';
import { useTRPC } from '../../lib/trpc.ts';
import type { TeacherStudentRow } from './-components/common/teacher-types.ts';
import { useErrorToast } from '../../lib/use-error-toast.ts';
import { type StudentsSearch, studentsInput, studentsSearch } from './-components/queries.ts';
import { StudentDetailsModal } from './-components/students/StudentDetailsModal.tsx';
import { StudentsTable } from './-components/students/StudentsTable.tsx';

export const Route = createFileRoute('/_teacher/students')({
  validateSearch: studentsSearch,
  // The course filter's choices are needed at once; the table shows its own skeleton rows.
  loader: ({ context: { queryClient, trpc }, location }) => {
    void queryClient.prefetchQuery(
      trpc.teacher.students.list.queryOptions(studentsInput(studentsSearch(location.search))),
    );
    return queryClient.ensureQueryData(trpc.teacher.courses.list.queryOptions());
  },
  component: TeacherStudentsPage,
});

function TeacherStudentsPage() {
  const trpc = useTRPC();
  const t = useT();
  const listFailed = {
    title: t('teacher.students.listFailedTitle'),
    message: t('teacher.students.listFailed'),
  };
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { data: courses } = useSuspenseQuery(trpc.teacher.courses.list.queryOptions());
  const students = useQuery({
    ...trpc.teacher.students.list.queryOptions(studentsInput(search)),
    placeholderData: keepPreviousData,
  });
  const [viewing, setViewing] = useState<TeacherStudentRow | null>(null);
  useErrorToast(students, { id: 'teacher-students', ...listFailed });

  const update = (next: Partial<StudentsSearch>) =>
    void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true });

  return (
    <Page
      title={t('teacher.students.title')}
      actions={
        <ExportDataButton
          query={trpc.teacher.students.export.queryOptions(studentsInput(search))}
          failure={listFailed}
          disabled={!students.data || students.data.length === 0}
        />
      }
    >
      <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="md">
          <Group gap="sm">
            <SearchField
              value={search.search ?? ''}
              onChange={(value) => update({ search: value || undefined })}
              placeholder={t('teacher.students.searchPlaceholder')}
              label={t('teacher.students.searchLabel')}
              debounceMs={300}
            />
            <FilterSelect
              label={t('teacher.students.course')}
              allLabel={t('teacher.students.allCourses')}
              options={courses.map((c) => ({ value: c.id, label: c.title }))}
              value={search.courseId}
              onChange={(courseId) => update({ courseId })}
              width={220}
            />
          </Group>
          <StudentsTable
            rows={students.data}
            loading={students.isPending}
            error={students.isError}
            onView={setViewing}
          />
        </Stack>
      </Paper>
      <StudentDetailsModal row={viewing} onClose={() => setViewing(null)} />
    </Page>
  );
}
