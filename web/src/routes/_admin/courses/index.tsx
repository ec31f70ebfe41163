import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { AdminListPage } from '~/components/admin/AdminListPage.tsx';
import { useAdminPreferences } from '~/components/admin/use-admin-preferences.ts';
import { useRowDialog } from '~/components/admin/use-row-dialog.ts';
import { ButtonLink } from '~/components/router-links/router-links.tsx';
import { useT } from '~/i18n/use-t.ts';
import { searchParams, searchString } from '~/lib/search.ts';
import { useTRPC } from '~/lib/trpc.ts';
import type { CourseRow } from '../-components/common/admin-types.ts';
import { filterCourses } from '../-components/courses/course-filters.ts';
import { CourseDetailsModal } from '../-components/courses/CourseDetailsModal.tsx';
import { CoursesTable } from '../-components/courses/CoursesTable.tsx';
import { DeleteCourseModal } from '../-components/courses/DeleteCourseModal.tsx';
import { EditCourseModal } from '../-components/courses/EditCourseModal.tsx';
import { WHOLE_LIST } from '../-components/queries.ts';

export const Route = createFileRoute('/_admin/courses/')({
  validateSearch: searchParams({ q: searchString }),
  // Not awaited, as on every admin list: a failure is a row in the table
  // (docs/product.md#admin-errors), not an error screen.
  loader: ({ context: { queryClient, trpc } }) =>
    void queryClient.prefetchQuery(trpc.admin.courses.list.queryOptions(WHOLE_LIST)),
  component: ManageCoursesPage,
});

function ManageCoursesPage() {
  const t = useT();
  const trpc = useTRPC();
  const { refetchInterval } = useAdminPreferences();
  const { q = '' } = Route.useSearch();
  const navigate = Route.useNavigate();
  const dialog = useRowDialog<'view' | 'edit' | 'delete', CourseRow>();
  const list = useQuery(trpc.admin.courses.list.queryOptions(WHOLE_LIST, { refetchInterval }));

  return (
    <AdminListPage
      title={t('admin.courses.title')}
      actions={
        <ButtonLink to="/courses/new" leftSection={<IconPlus size={16} />}>
          {t('admin.courses.addNew')}
        </ButtonLink>
      }
      search={{
        value: q,
        onChange: (next) => void navigate({ search: { q: next || undefined }, replace: true }),
        placeholder: t('admin.courses.searchPlaceholder'),
        label: t('admin.courses.searchLabel'),
      }}
      dialogs={
        <>
          <CourseDetailsModal
            course={dialog.shown('view')}
            onClose={dialog.close}
            onEdit={dialog.open('edit')}
          />
          <EditCourseModal course={dialog.shown('edit')} onClose={dialog.close} />
          <DeleteCourseModal course={dialog.shown('delete')} onClose={dialog.close} />
        </>
      }
    >
      <CoursesTable
        query={{ data: list.data && filterCourses(list.data, q), error: list.error }}
        onView={dialog.open('view')}
        onEdit={dialog.open('edit')}
        onDelete={dialog.open('delete')}
      />
    </AdminListPage>
  );
}
