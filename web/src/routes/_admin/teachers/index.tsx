import { Group, Paper, Select, Stack } from '@mantine/core';
import { IconFileImport, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { z } from 'zod';
import { SearchField } from '../../../components/admin/SearchField.tsx';
import { useErrorToast } from '../../../lib/use-error-toast.ts';
import { useAdminChanges } from '../../../components/admin/use-admin-changes.ts';
import { useAdminPreferences } from '../../../components/admin/use-admin-preferences.ts';
import { Page } from '../../../components/page/Page.tsx';
import { ButtonLink } from '../../../components/router-links/router-links.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { optionalSearchString } from '../../../lib/search.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import type { TeacherRow } from '../-components/common/admin-types.ts';
import { ALL_TEACHERS } from '../-components/courses/TeacherSelect.tsx';
import { DeleteTeacherModal } from '../-components/teachers/DeleteTeacherModal.tsx';
import { EditTeacherModal } from '../-components/teachers/EditTeacherModal.tsx';
import {
  ALL_DEPARTMENTS,
  departmentFilterOptions,
  filterTeachers,
} from '../-components/teachers/teacher-filters.ts';
import { TeachersTable } from '../-components/teachers/TeachersTable.tsx';

export const Route = createFileRoute('/_admin/teachers/')({
  validateSearch: z.object({ q: optionalSearchString, department: optionalSearchString }),
  loader: ({ context: { queryClient, trpc } }) =>
    void queryClient.prefetchQuery(trpc.admin.teachers.list.queryOptions(ALL_TEACHERS)),
  component: ManageTeachersPage,
});

const FETCH_FAILED = [
  { id: 'admin-teachers', title: 'Error', message: 'Failed to fetch teachers' },
];

type Dialog = { kind: 'edit' | 'delete'; teacher: TeacherRow } | null;

function ManageTeachersPage() {
  const trpc = useTRPC();
  const { refetchInterval } = useAdminPreferences();
  const { q = '', department = ALL_DEPARTMENTS } = Route.useSearch();
  const navigate = Route.useNavigate();
  const [dialog, setDialog] = useState<Dialog>(null);
  useAdminChanges();
  const list = useQuery(trpc.admin.teachers.list.queryOptions(ALL_TEACHERS, { refetchInterval }));
  useErrorToast(list, FETCH_FAILED);

  const setSearch = (next: { q?: string; department?: string }) =>
    void navigate({
      search: (prev) => {
        const merged = { ...prev, ...next };
        return {
          q: merged.q || undefined,
          department: merged.department === ALL_DEPARTMENTS ? undefined : merged.department,
        };
      },
      replace: true,
    });
  const shown = (kind: NonNullable<Dialog>['kind']) =>
    dialog?.kind === kind ? dialog.teacher : null;

  return (
    <Page
      title="Manage Teachers"
      actions={
        <Group gap="sm">
          <ButtonLink
            to="/admin/roster_import"
            search={{ role: 'teacher' }}
            variant="default"
            leftSection={<IconFileImport size={16} />}
          >
            Import Roster
          </ButtonLink>
          <ButtonLink to="/teachers/new" leftSection={<IconPlus size={16} />}>
            Add New Teacher
          </ButtonLink>
        </Group>
      }
    >
      <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="md">
          <Group gap="sm" align="flex-end">
            <SearchField
              value={q}
              onChange={(next) => setSearch({ q: next })}
              placeholder="Search teachers..."
              label="Search teachers"
            />
            <Select
              w={{ base: '100%', xs: 240 }}
              aria-label="Department"
              data={departmentFilterOptions(list.data ?? [])}
              value={department}
              onChange={(value) => setSearch({ department: value ?? ALL_DEPARTMENTS })}
              allowDeselect={false}
            />
          </Group>
          <TeachersTable
            teachers={list.data ? filterTeachers(list.data, { search: q, department }) : undefined}
            error={list.isError ? errorMessage(list.error) : undefined}
            onEdit={(teacher) => setDialog({ kind: 'edit', teacher })}
            onDelete={(teacher) => setDialog({ kind: 'delete', teacher })}
          />
        </Stack>
      </Paper>
      <EditTeacherModal teacher={shown('edit')} onClose={() => setDialog(null)} />
      <DeleteTeacherModal teacher={shown('delete')} onClose={() => setDialog(null)} />
    </Page>
  );
}
