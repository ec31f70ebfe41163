import { SimpleGrid, Stack } from '@mantine/core';
import { IconBook } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { Page } from '../../components/page/Page.tsx';
import { useT } from '../../i18n/use-t.ts';
import { SearchField } from '../../components/search-field/SearchField.tsx';
import { searchParams, searchString } from '../../lib/search.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { CardGridSkeleton } from '../../components/card-grid-skeleton/CardGridSkeleton.tsx';
import { EmptyMessage } from '../../components/empty-message/EmptyMessage.tsx';
import type { TeacherCourse } from './-components/common/teacher-types.ts';
import { useErrorToast } from '../../lib/use-error-toast.ts';
import { CourseCard } from './-components/courses/CourseCard.tsx';
import { CourseDialog } from './-components/courses/CourseDialog.tsx';
import { filterCourses } from './-components/courses/filter-courses.ts';

export const Route = createFileRoute('/_teacher/teacher_courses')({
  validateSearch: searchParams({ q: searchString }),
  // Not awaited: a failure shows a toast on the page instead of an error screen.
  loader: ({ context: { queryClient, trpc } }) =>
    void queryClient.prefetchQuery(trpc.teacher.courses.list.queryOptions()),
  component: TeacherCoursesPage,
});

function TeacherCoursesPage() {
  const trpc = useTRPC();
  const t = useT();
  const courses = useQuery(trpc.teacher.courses.list.queryOptions());
  const { q = '' } = Route.useSearch();
  const navigate = Route.useNavigate();
  const [open, setOpen] = useState<TeacherCourse | null>(null);
  useErrorToast(courses, {
    id: 'teacher-courses',
    title: t('teacher.courses.error'),
    message: t('teacher.courses.failed'),
  });

  const shown = courses.data ? filterCourses(courses.data, q) : [];
  return (
    <Page title={t('teacher.dashboard.courses')}>
      <Stack gap="lg">
        <SearchField
          value={q}
          onChange={(next) => void navigate({ search: { q: next || undefined }, replace: true })}
          placeholder={t('teacher.courses.searchPlaceholder')}
          label={t('teacher.courses.searchLabel')}
          maw={420}
        />
        {courses.isPending ? (
          <CardGridSkeleton label={t('teacher.courses.loading')} cardHeight={200} />
        ) : courses.isError ? (
          <EmptyMessage title={t('teacher.courses.failed')} icon={IconBook} />
        ) : courses.data.length === 0 ? (
          <EmptyMessage
            title={t('teacher.dashboard.noCourses')}
            description={t('teacher.dashboard.noCoursesHint')}
            icon={IconBook}
          />
        ) : shown.length === 0 ? (
          <EmptyMessage title={t('teacher.courses.noneFound')} />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {shown.map((course) => (
              <CourseCard key={course.id} course={course} onOpen={setOpen} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
      <CourseDialog course={open} onClose={() => setOpen(null)} />
    </Page>
  );
}
