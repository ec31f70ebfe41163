import { Grid } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../components/page/Page.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { DashboardSkeleton } from './-components/dashboard/DashboardSkeleton.tsx';
import { DashboardStats } from './-components/dashboard/DashboardStats.tsx';
import { EnrolledCourses } from './-components/dashboard/EnrolledCourses.tsx';
import { RecentActivities } from './-components/dashboard/RecentActivities.tsx';
import { FeedbackList } from './-components/progress/FeedbackList.tsx';
import { LazyProgressCharts } from './-components/progress/LazyProgressCharts.tsx';
import { useT } from '~/i18n/use-t.ts';

export const Route = createFileRoute('/_student/student_dashboard')({
  loader: ({ context: { queryClient, trpc } }) =>
    queryClient.ensureQueryData(trpc.student.dashboard.queryOptions()),
  pendingComponent: DashboardSkeleton,
  component: StudentDashboardPage,
});

function StudentDashboardPage() {
  const trpc = useTRPC();
  const { data } = useSuspenseQuery(trpc.student.dashboard.queryOptions());
  const t = useT();
  return (
    <Page title={t('student.dashboard.welcome', { name: data.fullName })}>
      <DashboardStats
        totalCourses={data.totalCourses}
        pendingActivities={data.pendingActivities}
        nextDeadline={data.nextDeadline}
        averageProgress={data.averageProgress}
      />
      <Grid>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <RecentActivities activities={data.recentActivities} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <EnrolledCourses courses={data.courses} />
        </Grid.Col>
        <Grid.Col span={12}>
          <FeedbackList feedback={data.progress.feedback} showCourse />
        </Grid.Col>
        <Grid.Col span={12}>
          <LazyProgressCharts activities={data.progress.activities} />
        </Grid.Col>
      </Grid>
    </Page>
  );
}
