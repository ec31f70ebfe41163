import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '~/components/page/Page.tsx';
import { useT } from '~/i18n/use-t.ts';
import { searchParams, searchString } from '~/lib/search.ts';
import { useTRPC } from '~/lib/trpc.ts';
import { CreateActivityForm } from '../-components/create/CreateActivityForm.tsx';
import { CreateActivitySkeleton } from '../-components/create/CreateActivitySkeleton.tsx';

export const Route = createFileRoute('/_teacher/activities/create')({
  // Set by a course card's "New Activity" link to preselect that course.
  validateSearch: searchParams({ courseId: searchString }),
  loader: ({ context: { queryClient, trpc } }) =>
    Promise.all([
      queryClient.ensureQueryData(trpc.teacher.courses.list.queryOptions()),
      queryClient.ensureQueryData(trpc.models.list.queryOptions()),
    ]),
  pendingComponent: CreateActivitySkeleton,
  component: CreateActivityPage,
});

function CreateActivityPage() {
  const trpc = useTRPC();
  const t = useT();
  const { courseId } = Route.useSearch();
  const { data: courses } = useSuspenseQuery(trpc.teacher.courses.list.queryOptions());
  const { data: choices } = useSuspenseQuery(trpc.models.list.queryOptions());
  return (
    <Page title={t('teacher.activities.createTitle')}>
      {/* Keyed by the course: a New Activity link for another course starts a fresh form. */}
      <CreateActivityForm key={courseId} courses={courses} choices={choices} courseId={courseId} />
    </Page>
  );
}
