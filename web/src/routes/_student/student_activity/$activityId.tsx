import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { useTRPC } from '~/lib/trpc.ts';
import { isUuid } from '~/lib/uuid.ts';
import { ActivityLoadError } from '../-components/activity/ActivityLoadError.tsx';
import { ChatSkeleton } from '../-components/activity/ChatSkeleton.tsx';
import { ChatView } from '../-components/activity/ChatView.tsx';
import { orNotFound } from '../-components/common/not-found.ts';
import { ResourceNotFound } from '../-components/common/ResourceNotFound.tsx';
import { t as translate } from '~/i18n/t.ts';
import { useT } from '~/i18n/use-t.ts';

export const Route = createFileRoute('/_student/student_activity/$activityId')({
  loader: async ({ context: { queryClient, trpc }, params: { activityId } }) => {
    // No activity has an id of another shape: do not ask the server.
    if (!isUuid(activityId)) throw notFound();
    await Promise.all([
      orNotFound(
        queryClient.ensureQueryData(trpc.student.activities.byId.queryOptions({ activityId })),
        translate('student.activity.fetchError'),
      ),
      orNotFound(
        queryClient.ensureQueryData(trpc.student.chat.history.queryOptions({ activityId })),
        translate('student.activity.fetchChatError'),
      ),
    ]);
  },
  pendingComponent: ChatSkeleton,
  notFoundComponent: ActivityNotFound,
  errorComponent: ActivityLoadError,
  component: StudentActivityPage,
});

function ActivityNotFound() {
  const t = useT();
  return (
    <ResourceNotFound
      title={t('student.activity.notFound')}
      description={t('student.activity.notFoundText')}
      backTo="/student_activities"
      backLabel={t('student.activity.backToActivities')}
    />
  );
}

// While the material is being prepared, look again now and then: the chat opens by itself.
const MATERIAL_POLL_MS = 5000;

function StudentActivityPage() {
  const trpc = useTRPC();
  const { activityId } = Route.useParams();
  const { data: activity } = useSuspenseQuery(
    trpc.student.activities.byId.queryOptions(
      { activityId },
      {
        refetchInterval: (query) => {
          const status = query.state.data?.materialStatus;
          return status === 'pending' || status === 'processing' ? MATERIAL_POLL_MS : false;
        },
      },
    ),
  );
  // Keyed by activity: another activity is another conversation, with fresh state.
  return <ChatView key={activity.id} activity={activity} />;
}
