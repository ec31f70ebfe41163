import { SimpleGrid, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { Page } from '~/components/page/Page.tsx';
import { ButtonLink } from '~/components/router-links/router-links.tsx';
import { useT } from '~/i18n/use-t.ts';
import { useTRPC } from '~/lib/trpc.ts';
import { ActivityCard } from '../-components/activities/ActivityCard.tsx';
import { ActivityDetailsModal } from '../-components/activities/ActivityDetailsModal.tsx';
import { ActivityFilters } from '../-components/activities/ActivityFilters.tsx';
import { DeleteActivityModal } from '../-components/activities/DeleteActivityModal.tsx';
import { PublishActivityDialog } from '../-components/activities/PublishActivityDialog.tsx';
import { CardGridSkeleton } from '~/components/card-grid-skeleton/CardGridSkeleton.tsx';
import { EmptyMessage } from '~/components/empty-message/EmptyMessage.tsx';
import type { TeacherActivity } from '../-components/common/teacher-types.ts';
import {
  type ActivitiesSearch,
  activitiesInput,
  activitiesSearch,
} from '../-components/queries.ts';

export const Route = createFileRoute('/_teacher/activities/')({
  validateSearch: activitiesSearch,
  // Runs on entering the page; later filter changes keep the old cards until the new arrive.
  loader: ({ context: { queryClient, trpc }, location }) => {
    const search = activitiesSearch(location.search);
    return Promise.all([
      queryClient.ensureQueryData(trpc.teacher.courses.list.queryOptions()),
      queryClient.ensureQueryData(
        trpc.teacher.activities.list.queryOptions(activitiesInput(search)),
      ),
    ]);
  },
  pendingComponent: ActivitiesSkeleton,
  component: ActivitiesPage,
});

function ActivitiesSkeleton() {
  const t = useT();
  return (
    <CardGridSkeleton
      pageTitle={t('teacher.activities.title')}
      label={t('teacher.activities.loadingList')}
      cardHeight={220}
    />
  );
}

function ActivitiesPage() {
  const t = useT();
  const trpc = useTRPC();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { data: courses } = useSuspenseQuery(trpc.teacher.courses.list.queryOptions());
  const activities = useQuery({
    ...trpc.teacher.activities.list.queryOptions(activitiesInput(search)),
    placeholderData: keepPreviousData,
  });
  const [deleting, setDeleting] = useState<TeacherActivity | null>(null);
  const [publishing, setPublishing] = useState<TeacherActivity | null>(null);

  const update = (next: Partial<ActivitiesSearch>) =>
    void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true });

  return (
    <Page
      title={t('teacher.activities.title')}
      actions={
        <ButtonLink to="/activities/create" leftSection={<IconPlus size={16} />}>
          {t('teacher.activities.create')}
        </ButtonLink>
      }
    >
      <Stack gap="lg">
        <ActivityFilters
          tab={search.tab ?? 'all'}
          search={search.search ?? ''}
          courseId={search.courseId}
          courses={courses}
          onTab={(tab) => update({ tab: tab === 'all' ? undefined : tab })}
          onSearch={(value) => update({ search: value || undefined })}
          onCourse={(courseId) => update({ courseId })}
        />
        {activities.isPending ? (
          <CardGridSkeleton label={t('teacher.activities.loadingList')} cardHeight={220} />
        ) : activities.isError ? (
          <EmptyMessage title={t('teacher.activities.failed')} />
        ) : activities.data.length === 0 ? (
          <EmptyMessage title={t('teacher.activities.noneFound')} />
        ) : (
          <SimpleGrid
            cols={{ base: 1, sm: 2, lg: 3 }}
            aria-busy={activities.isPlaceholderData}
            style={{ opacity: activities.isPlaceholderData ? 0.6 : 1 }}
          >
            {activities.data.map((activity) => (
              <ActivityCard
                key={activity.id}
                activity={activity}
                onView={(a) => update({ activity: a.id })}
                onDelete={setDeleting}
                onPublish={setPublishing}
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>
      <ActivityDetailsModal
        activityId={search.activity ?? null}
        onClose={() => update({ activity: undefined })}
      />
      <DeleteActivityModal activity={deleting} onClose={() => setDeleting(null)} />
      <PublishActivityDialog activity={publishing} onClose={() => setPublishing(null)} />
    </Page>
  );
}
