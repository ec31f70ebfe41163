import { Button, Group, Paper, Stack, TextInput } from '@mantine/core';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import {
  keepPreviousData,
  useQuery,
  useQueryClient,
  useSuspenseQuery,
} from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { FilterSelect } from '../../components/filter-select/FilterSelect.tsx';
import { Page } from '../../components/page/Page.tsx';
import { useCsvExport } from '../../components/teacher/csv/use-csv-export.ts';
import { useTRPC } from '../../lib/trpc.ts';
import type { TeacherStudentRow } from './-components/common/teacher-types.ts';
import { useErrorToast } from '../../lib/use-error-toast.ts';
import { useSearchInput } from './-components/common/use-search-input.ts';
import { type StudentsSearch, studentsInput, studentsSearch } from './-components/queries.ts';
import { StudentDetailsModal } from './-components/students/StudentDetailsModal.tsx';
import { StudentsTable } from './-components/students/StudentsTable.tsx';

export const Route = createFileRoute('/_teacher/students')({
  validateSearch: studentsSearch,
  // The course filter's choices are needed at once; the table shows its own skeleton rows.
  loader: ({ context: { queryClient, trpc }, location }) => {
    void queryClient.prefetchQuery(
      trpc.teacher.students.list.queryOptions(studentsInput(studentsSearch.parse(location.search))),
    );
    return queryClient.ensureQueryData(trpc.teacher.courses.list.queryOptions());
  },
  component: TeacherStudentsPage,
});

function TeacherStudentsPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { data: courses } = useSuspenseQuery(trpc.teacher.courses.list.queryOptions());
  const students = useQuery({
    ...trpc.teacher.students.list.queryOptions(studentsInput(search)),
    placeholderData: keepPreviousData,
  });
  const [viewing, setViewing] = useState<TeacherStudentRow | null>(null);
  useErrorToast(students, {
    id: 'teacher-students',
    title: 'Error fetching students',
    message: 'Could not load students.',
  });

  const update = (next: Partial<StudentsSearch>) =>
    void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true });
  const [searchText, setSearchText] = useSearchInput(search.search ?? '', (value) =>
    update({ search: value || undefined }),
  );

  const { exporting, exportFile: exportRows } = useCsvExport(
    () =>
      queryClient.fetchQuery({
        ...trpc.teacher.students.export.queryOptions(studentsInput(search)),
        staleTime: 0,
      }),
    { title: 'Error fetching students', message: 'Could not load students.' },
  );

  return (
    <Page
      title="Students"
      actions={
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          loading={exporting}
          onClick={() => void exportRows()}
          disabled={!students.data || students.data.length === 0}
        >
          Export Data
        </Button>
      }
    >
      <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="md">
          <Group gap="sm">
            <TextInput
              style={{ flex: '1 1 260px' }}
              type="search"
              placeholder="Search students by name or email..."
              aria-label="Search students"
              leftSection={<IconSearch size={16} />}
              value={searchText}
              onChange={(event) => setSearchText(event.currentTarget.value)}
            />
            <FilterSelect
              label="Course"
              allLabel="All Courses"
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
