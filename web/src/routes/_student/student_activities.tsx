import { SimpleGrid } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../components/page/Page.tsx';
import { searchEnum, searchParams, searchString } from '../../lib/search.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { ActivityCard } from './-components/activities/ActivityCard.tsx';
import { ActivityFilters } from './-components/activities/ActivityFilters.tsx';
import { CardGridSkeleton } from '../../components/card-grid-skeleton/CardGridSkeleton.tsx';
import { EmptyMessage } from '../../components/empty-message/EmptyMessage.tsx';
import {
  STATUS_FILTERS,
  type StatusFilter,
  courseOptions,
  filterActivities,
} from './-components/common/student-filters.ts';
import { useT } from '~/i18n/use-t.ts';

export const Route = createFileRoute('/_student/student_activities')({
  // Filters live in the URL, so coming back from an activity keeps them.
  validateSearch: searchParams({
    q: searchString,
    course: searchString,
    status: searchEnum(STATUS_FILTERS),
  }),
  loader: ({ context: { queryClient, trpc } }) =>
    queryClient.ensureQueryData(trpc.student.activities.list.queryOptions()),
  pendingComponent: ActivitiesSkeleton,
  component: StudentActivitiesPage,
});

function ActivitiesSkeleton() {
  const t = useT();
  return (
    <CardGridSkeleton
      pageTitle={t('student.activities.title')}
      label={t('student.activities.loading')}
      cardHeight={230}
    />
  );
}

function StudentActivitiesPage() {
  const trpc = useTRPC();
  const { data: activities } = useSuspenseQuery(trpc.student.activities.list.queryOptions());
  const { q = '', course, status = 'all' } = Route.useSearch();
  const navigate = Route.useNavigate();
  const shown = filterActivities(activities, { search: q, course, status });
  const t = useT();

  const change = (next: { search?: string; course?: string | undefined; status?: StatusFilter }) =>
    void navigate({
      search: (prev) => {
        const search = 'search' in next ? next.search : prev.q;
        const nextStatus = 'status' in next ? next.status : prev.status;
        return {
          q: search || undefined,
          course: 'course' in next ? next.course : prev.course,
          status: nextStatus === 'all' ? undefined : nextStatus,
        };
      },
      replace: true,
    });

  return (
    <Page title={t('student.activities.title')}>
      <ActivityFilters
        search={q}
        course={course}
        status={status}
        courses={courseOptions(activities)}
        onChange={change}
      />
      {shown.length === 0 ? (
        <EmptyMessage
          title={t('student.activities.noneFound')}
          description={t('student.activities.noneFoundText')}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {shown.map((activity) => (
            <ActivityCard key={activity.id} activity={activity} />
          ))}
        </SimpleGrid>
      )}
    </Page>
  );
}
