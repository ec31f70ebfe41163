import { Group, Paper, Stack } from '@mantine/core';
import { IconFileImport, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { z } from 'zod';
import { SearchField } from '../../../components/admin/SearchField.tsx';
import { useAdminChanges } from '../../../components/admin/use-admin-changes.ts';
import { useAdminPreferences } from '../../../components/admin/use-admin-preferences.ts';
import { useErrorToast } from '../../../lib/use-error-toast.ts';
import { Page } from '../../../components/page/Page.tsx';
import { ButtonLink } from '../../../components/router-links/router-links.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { optionalSearchString } from '../../../lib/search.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import type { StudentRow } from '../-components/common/admin-types.ts';
import { DeleteStudentModal } from '../-components/students/DeleteStudentModal.tsx';
import { EditStudentModal } from '../-components/students/EditStudentModal.tsx';
import { filterStudents } from '../-components/students/student-filters.ts';
import { StudentsTable } from '../-components/students/StudentsTable.tsx';

const ALL = {};

export const Route = createFileRoute('/_admin/admin/students')({
  validateSearch: z.object({ q: optionalSearchString }),
  loader: ({ context: { queryClient, trpc } }) =>
    void queryClient.prefetchQuery(trpc.admin.students.list.queryOptions(ALL)),
  component: ManageStudentsPage,
});

type Dialog = { kind: 'edit' | 'delete'; student: StudentRow } | null;

function ManageStudentsPage() {
  const trpc = useTRPC();
  const { refetchInterval } = useAdminPreferences();
  const { q = '' } = Route.useSearch();
  const navigate = Route.useNavigate();
  const [dialog, setDialog] = useState<Dialog>(null);
  useAdminChanges();
  const list = useQuery(trpc.admin.students.list.queryOptions(ALL, { refetchInterval }));
  const failure = list.isError ? errorMessage(list.error) : '';
  useErrorToast(list, { id: 'admin-students', title: 'Error fetching students', message: failure });

  const shown = (kind: NonNullable<Dialog>['kind']) =>
    dialog?.kind === kind ? dialog.student : null;

  return (
    <Page
      title="Manage Students"
      actions={
        <Group gap="sm">
          <ButtonLink
            to="/admin/roster_import"
            search={{ role: 'student' }}
            variant="default"
            leftSection={<IconFileImport size={16} />}
          >
            Import Roster
          </ButtonLink>
          <ButtonLink to="/students/new" leftSection={<IconPlus size={16} />}>
            Add New Student
          </ButtonLink>
        </Group>
      }
    >
      <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="md">
          <Group>
            <SearchField
              value={q}
              onChange={(next) =>
                void navigate({ search: { q: next || undefined }, replace: true })
              }
              placeholder="Search students by name or email..."
              label="Search students"
            />
          </Group>
          <StudentsTable
            students={list.data ? filterStudents(list.data, q) : undefined}
            error={failure || undefined}
            onEdit={(student) => setDialog({ kind: 'edit', student })}
            onDelete={(student) => setDialog({ kind: 'delete', student })}
          />
        </Stack>
      </Paper>
      <EditStudentModal student={shown('edit')} onClose={() => setDialog(null)} />
      <DeleteStudentModal student={shown('delete')} onClose={() => setDialog(null)} />
    </Page>
  );
}
