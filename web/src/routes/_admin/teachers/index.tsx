import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { AdminListPage } from '~/components/admin/AdminListPage.tsx';
import { useAdminPreferences } from '~/components/admin/use-admin-preferences.ts';
import { useRowDialog } from '~/components/admin/use-row-dialog.ts';
import { useT } from '~/i18n/use-t.ts';
import { searchParams, searchString } from '~/lib/search.ts';
import { useTRPC } from '~/lib/trpc.ts';
import { useErrorToast } from '~/lib/use-error-toast.ts';
import type { TeacherRow } from '../-components/common/admin-types.ts';
import { PeopleListActions } from '../-components/common/PeopleListActions.tsx';
import { WHOLE_LIST } from '../-components/queries.ts';
import { DeleteTeacherModal } from '../-components/teachers/DeleteTeacherModal.tsx';
import { EditTeacherModal } from '../-components/teachers/EditTeacherModal.tsx';
import {
  ALL_DEPARTMENTS,
  departmentFilterOptions,
  filterTeachers,
} from '../-components/teachers/teacher-filters.ts';
import { TeachersTable } from '../-components/teachers/TeachersTable.tsx';

export const Route = createFileRoute('/_admin/teachers/')({
  validateSearch: searchParams({ q: searchString, department: searchString }),
  // Not awaited, as on every admin list: a failure is a toast and a row in the table
  // (docs/product.md#admin-errors), not an error screen.
  loader: ({ context: { queryClient, trpc } }) =>
    void queryClient.prefetchQuery(trpc.admin.teachers.list.queryOptions(WHOLE_LIST)),
  component: ManageTeachersPage,
});

function ManageTeachersPage() {
  const t = useT();
  const trpc = useTRPC();
  const { refetchInterval } = useAdminPreferences();
  const { q = '', department = ALL_DEPARTMENTS } = Route.useSearch();
  const navigate = Route.useNavigate();
  const dialog = useRowDialog<'edit' | 'delete', TeacherRow>();
  const list = useQuery(trpc.admin.teachers.list.queryOptions(WHOLE_LIST, { refetchInterval }));
  useErrorToast(list, {
    id: 'admin-teachers',
    title: t('admin.common.error'),
    message: t('admin.teachers.fetchFailed'),
  });

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

  return (
    <AdminListPage
      title={t('admin.teachers.title')}
      actions={<PeopleListActions role="teacher" />}
      search={{
        value: q,
        onChange: (next) => setSearch({ q: next }),
        placeholder: t('admin.teachers.searchPlaceholder'),
        label: t('admin.teachers.searchLabel'),
      }}
      filters={
        <Select
          w={{ base: '100%', xs: 240 }}
          aria-label={t('admin.common.department')}
          data={departmentFilterOptions(list.data ?? [])}
          value={department}
          onChange={(value) => setSearch({ department: value ?? ALL_DEPARTMENTS })}
          allowDeselect={false}
        />
      }
      dialogs={
        <>
          <EditTeacherModal teacher={dialog.shown('edit')} onClose={dialog.close} />
          <DeleteTeacherModal teacher={dialog.shown('delete')} onClose={dialog.close} />
        </>
      }
    >
      <TeachersTable
        query={{
          data: list.data && filterTeachers(list.data, { search: q, department }),
          error: list.error,
        }}
        onEdit={dialog.open('edit')}
        onDelete={dialog.open('delete')}
      />
    </AdminListPage>
  );
}
