import { SimpleGrid } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../components/page/Page.tsx';
import { SearchField } from '../../components/search-field/SearchField.tsx';
import { searchParams, searchString } from '../../lib/search.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { CardGridSkeleton } from '../../components/card-grid-skeleton/CardGridSkeleton.tsx';
import { EmptyMessage } from '../../components/empty-message/EmptyMessage.tsx';
import { filterCourses } from './-components/common/student-filters.ts';
import { CourseCard } from './-components/courses/CourseCard.tsx';
import { useT } from '~/i18n/use-t.ts';

export const Route = createFileRoute('/_student/student_courses')({
  // The search lives in the URL, so coming back from a course keeps it.
  validateSearch: searchParams({ q: searchString }),
  loader: ({ context: { queryClient, trpc } }) =>
    queryClient.ensureQueryData(trpc.student.courses.list.queryOptions()),
  pendingComponent: CoursesSkeleton,
  component: StudentCoursesPage,
});

function CoursesSkeleton() {
  const t = useT();
  return (
    <CardGridSkeleton
      pageTitle={t('student.courses.title')}
      label={t('student.courses.loading')}
      cardHeight={340}
    />
  );
}

function StudentCoursesPage() {
  const trpc = useTRPC();
  const { data: courses } = useSuspenseQuery(trpc.student.courses.list.queryOptions());
  const { q = '' } = Route.useSearch();
  const navigate = Route.useNavigate();
  const shown = filterCourses(courses, q);
  const t = useT();

  return (
    <Page title={t('student.courses.title')}>
      <SearchField
        value={q}
        onChange={(next) => void navigate({ search: { q: next || undefined }, replace: true })}
        placeholder={t('student.courses.searchPlaceholder')}
        label={t('student.courses.search')}
        maw={520}
      />
      {shown.length === 0 ? (
        <EmptyMessage
          title={t('student.courses.noneFound')}
          description={t(
            courses.length === 0 ? 'student.courses.notEnrolled' : 'student.courses.tryAnother',
          )}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {shown.map((course) => (
            <CourseCard key={course.id} course={course} />
          ))}
        </SimpleGrid>
      )}
    </Page>
  );
}
