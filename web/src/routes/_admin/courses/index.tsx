import { Group, Paper, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { z } from 'zod';
import { SearchField } from '../../../components/admin/SearchField.tsx';
import { useAdminChanges } from '../../../components/admin/use-admin-changes.ts';
import { useAdminPreferences } from '../../../components/admin/use-admin-preferences.ts';
import { Page } from '../../../components/page/Page.tsx';
import { ButtonLink } from '../../../components/router-links/router-links.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { optionalSearchString } from '../../../lib/search.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import type { CourseRow } from '../-components/common/admin-types.ts';
import { filterCourses } from '../-components/courses/course-filters.ts';
import { CourseDetailsModal } from '../-components/courses/CourseDetailsModal.tsx';
import { CoursesTable } from '../-components/courses/CoursesTable.tsx';
import { DeleteCourseModal } from '../-components/courses/DeleteCourseModal.tsx';
import { EditCourseModal } from '../-components/courses/EditCourseModal.tsx';

// The whole list is loaded once and searched here: instant, and the URL keeps the search.
const ALL = {};

export const Route = createFileRoute('/_admin/courses/')({
  validateSearch: z.object({ q: optionalSearchString }),
  loader: ({ context: { queryClient, trpc } }) =>
    void queryClient.prefetchQuery(trpc.admin.courses.list.queryOptions(ALL)),
  component: ManageCoursesPage,
});

type Dialog = { kind: 'view' | 'edit' | 'delete'; course: CourseRow } | null;

function ManageCoursesPage() {
  const trpc = useTRPC();
  const { refetchInterval } = useAdminPreferences();
  const { q = '' } = Route.useSearch();
  const navigate = Route.useNavigate();
  const [dialog, setDialog] = useState<Dialog>(null);
  useAdminChanges();
  const list = useQuery(trpc.admin.courses.list.queryOptions(ALL, { refetchInterval }));

  const open = (kind: NonNullable<Dialog>['kind']) => (course: CourseRow) =>
    setDialog({ kind, course });
  const close = () => setDialog(null);
  const shown = (kind: NonNullable<Dialog>['kind']) =>
    dialog?.kind === kind ? dialog.course : null;

  return (
    <Page
      title="Manage Courses"
      actions={
        <ButtonLink to="/courses/new" leftSection={<IconPlus size={16} />}>
          Add New Course
        </ButtonLink>
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
              placeholder="Search courses..."
              label="Search courses"
            />
          </Group>
          <CoursesTable
            courses={list.data ? filterCourses(list.data, q) : undefined}
            error={list.isError ? errorMessage(list.error) : undefined}
            onView={open('view')}
            onEdit={open('edit')}
            onDelete={open('delete')}
          />
        </Stack>
      </Paper>
      <CourseDetailsModal course={shown('view')} onClose={close} onEdit={open('edit')} />
      <EditCourseModal course={shown('edit')} onClose={close} />
      <DeleteCourseModal course={shown('delete')} onClose={close} />
    </Page>
  );
}
