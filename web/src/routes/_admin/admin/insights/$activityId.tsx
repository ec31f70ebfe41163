import { IconMessages } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { ActivityInsights } from '~/components/insights/ActivityInsights.tsx';
import { utcOffsetMinutes } from '~/components/insights/insights-format.ts';
import { loadInsights } from '~/components/insights/load-insights.ts';
import { ButtonLink } from '~/components/router-links/router-links.tsx';
import { useT } from '~/i18n/use-t.ts';
import { useTRPC } from '~/lib/trpc.ts';

export const Route = createFileRoute('/_admin/admin/insights/$activityId')({
  loader: ({ context: { queryClient, trpc }, params }) =>
    loadInsights(queryClient, trpc.admin.insights, params.activityId),
  component: AdminInsightsPage,
});

function AdminInsightsPage() {
  const t = useT();
  const trpc = useTRPC();
  const { activityId } = Route.useParams();
  return (
    <ActivityInsights
      area="admin"
      api={trpc.admin.insights}
      activityId={activityId}
      utcOffsetMinutes={utcOffsetMinutes()}
      actions={
        <ButtonLink
          to="/admin/student_responses"
          variant="default"
          leftSection={<IconMessages size={16} />}
        >
          {t('admin.insights.submissions')}
        </ButtonLink>
      }
    />
  );
}
