import { Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { useAdminChanges } from '~/components/admin/use-admin-changes.ts';
import { useAdminPreferences } from '~/components/admin/use-admin-preferences.ts';
import { Page } from '~/components/page/Page.tsx';
import { useT } from '~/i18n/use-t.ts';
import { errorMessage } from '~/lib/errors.ts';
import { searchParams, searchString } from '~/lib/search.ts';
import { useTRPC } from '~/lib/trpc.ts';
import { isUuid } from '~/lib/uuid.ts';
import { BulkEnrollForm } from '../-components/enrollments/BulkEnrollForm.tsx';
import { CoursePicker } from '../-components/enrollments/CoursePicker.tsx';
import { EnrolledStudentsTable } from '../-components/enrollments/EnrolledStudentsTable.tsx';
import { EnrollStudentForm } from '../-components/enrollments/EnrollStudentForm.tsx';
import { WHOLE_LIST } from '../-components/queries.ts';

// The chosen course is in the URL, so a reload or the back button keeps it. Declared apart:
// written inline beside loaderDeps, TypeScript inferred it as having no fields.
const enrollmentsSearch = searchParams({ course: searchString });

export const Route = createFileRoute('/_admin/admin/enrollments')({
  validateSearch: enrollmentsSearch,
  loaderDeps: ({ search }) => ({ course: search.course }),
  // Not awaited, as on every admin list: a failure is said under the course picker or in the
  // table (docs/product.md#admin-errors), not on an error screen.
  loader: ({ context: { queryClient, trpc }, deps }) => {
    void queryClient.prefetchQuery(trpc.admin.courses.list.queryOptions(WHOLE_LIST));
    if (deps.course && isUuid(deps.course)) {
      void queryClient.prefetchQuery(
        trpc.admin.enrollments.list.queryOptions({ courseId: deps.course }),
      );
    }
  },
  component: ManageEnrollmentsPage,
});

function ManageEnrollmentsPage() {
  const t = useT();
  const trpc = useTRPC();
  const { refetchInterval } = useAdminPreferences();
  const { course: courseId } = Route.useSearch();
  const navigate = Route.useNavigate();
  const [courseError, setCourseError] = useState<string | undefined>();
  useAdminChanges();

  const courses = useQuery(trpc.admin.courses.list.queryOptions(WHOLE_LIST, { refetchInterval }));
  const validCourse = courseId && isUuid(courseId) ? courseId : undefined;
  const list = useQuery(
    trpc.admin.enrollments.list.queryOptions(
      { courseId: validCourse ?? '' },
      { enabled: !!validCourse, refetchInterval },
    ),
  );

  const pickCourse = (next: string | undefined) => {
    setCourseError(undefined);
    void navigate({ search: { course: next }, replace: true });
  };

  return (
    <Page title={t('admin.enrollments.title')}>
      <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="md">
          <CoursePicker
            courses={courses.data}
            value={validCourse}
            onChange={pickCourse}
            enrolled={list.data?.course}
            error={courseError ?? (courses.isError ? errorMessage(courses.error) : undefined)}
          />
          <EnrollStudentForm
            key={validCourse ?? 'none'}
            courseId={validCourse}
            onMissingCourse={() => setCourseError(t('admin.enrollments.noCourse'))}
          />
        </Stack>
      </Paper>
      {validCourse && (
        <Paper withBorder p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby="bulk">
          <Title order={3} size="h4" mb="sm" id="bulk">
            {t('admin.enrollments.bulkTitle')}
          </Title>
          <BulkEnrollForm key={validCourse} courseId={validCourse} />
        </Paper>
      )}
      <Paper withBorder p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby="enrolled">
        <Title order={3} size="h4" mb="sm" id="enrolled">
          {list.data
            ? t('admin.enrollments.studentsIn', { course: list.data.course.title })
            : t('admin.enrollments.enrolledStudents')}
        </Title>
        {validCourse ? (
          <EnrolledStudentsTable
            courseId={validCourse}
            query={{ data: list.data, error: list.error }}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t('admin.enrollments.selectCourseHint')}
          </Text>
        )}
      </Paper>
    </Page>
  );
}
