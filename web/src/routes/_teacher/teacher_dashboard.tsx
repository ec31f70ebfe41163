import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../components/page/Page.tsx';
import { useT } from '../../i18n/use-t.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { DashboardSkeleton } from './-components/dashboard/DashboardSkeleton.tsx';
import { DashboardStats } from './-components/dashboard/DashboardStats.tsx';
import { RecentActivities } from './-components/dashboard/RecentActivities.tsx';
import { YourCourses } from './-components/dashboard/YourCourses.tsx';

export const Route = createFileRoute('/_teacher/teacher_dashboard')({
  loader: ({ context: { queryClient, trpc } }) =>
    queryClient.ensureQueryData(trpc.teacher.dashboard.queryOptions()),
  pendingComponent: DashboardSkeleton,
  component: TeacherDashboardPage,
});

function TeacherDashboardPage() {
  const trpc = useTRPC();
  const t = useT();
  const { data } = useSuspenseQuery(trpc.teacher.dashboard.queryOptions());
  return (
    <Page title={t('teacher.dashboard.welcome', { name: data.fullName })}>
      <DashboardStats totals={data.totals} trends={data.trends} />
      <YourCourses courses={data.courses} />
      <RecentActivities activities={data.recentActivities} />
    </Page>
  );
}
