import { IconMessages } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { ActivityInsights } from '~/components/insights/ActivityInsights.tsx';
import { utcOffsetMinutes } from '~/components/insights/insights-format.ts';
import { loadInsights } from '~/components/insights/load-insights.ts';
import { ButtonLink } from '~/components/router-links/router-links.tsx';
import { useT } from '~/i18n/use-t.ts';
import { useTRPC } from '~/lib/trpc.ts';

export const Route = createFileRoute('/_teacher/activities/$activityId/insights')({
  loader: ({ context: { queryClient, trpc }, params }) =>
    loadInsights(queryClient, trpc.teacher.insights, params.activityId),
  component: TeacherInsightsPage,
});

function TeacherInsightsPage() {
  const trpc = useTRPC();
  const t = useT();
  const { activityId } = Route.useParams();
  return (
    <ActivityInsights
      area="teacher"
      api={trpc.teacher.insights}
      activityId={activityId}
      utcOffsetMinutes={utcOffsetMinutes()}
      actions={
        <ButtonLink
          to="/student_responses"
          search={{ activityId }}
          variant="default"
          leftSection={<IconMessages size={16} />}
        >
          {t('teacher.activities.studentResponses')}
        </ButtonLink>
      }
    />
  );
}
