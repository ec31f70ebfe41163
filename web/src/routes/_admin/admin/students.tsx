import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { AdminListPage } from '~/components/admin/AdminListPage.tsx';
import { useAdminPreferences } from '~/components/admin/use-admin-preferences.ts';
import { useRowDialog } from '~/components/admin/use-row-dialog.ts';
import { useT } from '~/i18n/use-t.ts';
import { errorMessage } from '~/lib/errors.ts';
import { searchParams, searchString } from '~/lib/search.ts';
import { useTRPC } from '~/lib/trpc.ts';
import { useErrorToast } from '~/lib/use-error-toast.ts';
import type { StudentRow } from '../-components/common/admin-types.ts';
import { PeopleListActions } from '../-components/common/PeopleListActions.tsx';
import { WHOLE_LIST } from '../-components/queries.ts';
import { DeleteStudentModal } from '../-components/students/DeleteStudentModal.tsx';
import { EditStudentModal } from '../-components/students/EditStudentModal.tsx';
import { filterStudents } from '../-components/students/student-filters.ts';
import { StudentsTable } from '../-components/students/StudentsTable.tsx';

export const Route = createFileRoute('/_admin/admin/students')({
  validateSearch: searchParams({ q: searchString }),
  // Not awaited, as on every admin list: a failure is a toast and a row in the table
  // (docs/product.md#admin-errors), not an error screen.
  loader: ({ context: { queryClient, trpc } }) =>
    void queryClient.prefetchQuery(trpc.admin.students.list.queryOptions(WHOLE_LIST)),
  component: ManageStudentsPage,
});

function ManageStudentsPage() {
  const t = useT();
  const trpc = useTRPC();
  const { refetchInterval } = useAdminPreferences();
  const { q = '' } = Route.useSearch();
  const navigate = Route.useNavigate();
  const dialog = useRowDialog<'edit' | 'delete', StudentRow>();
  const list = useQuery(trpc.admin.students.list.queryOptions(WHOLE_LIST, { refetchInterval }));
  const failure = list.isError ? errorMessage(list.error) : '';
  useErrorToast(list, {
    id: 'admin-students',
    title: t('admin.students.fetchFailed'),
    message: failure,
  });

  return (
    <AdminListPage
      title={t('admin.students.title')}
      actions={<PeopleListActions role="student" />}
      search={{
        value: q,
        onChange: (next) => void navigate({ search: { q: next || undefined }, replace: true }),
        placeholder: t('admin.students.searchPlaceholder'),
        label: t('admin.students.searchLabel'),
      }}
      dialogs={
        <>
          <EditStudentModal student={dialog.shown('edit')} onClose={dialog.close} />
          <DeleteStudentModal student={dialog.shown('delete')} onClose={dialog.close} />
        </>
      }
    >
      <StudentsTable
        query={{ data: list.data && filterStudents(list.data, q), error: list.error }}
        onEdit={dialog.open('edit')}
        onDelete={dialog.open('delete')}
      />
    </AdminListPage>
  );
}
