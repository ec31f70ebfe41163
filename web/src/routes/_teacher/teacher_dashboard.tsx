import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../components/page/Page.tsx';

export const Route = createFileRoute('/_teacher/teacher_dashboard')({
  component: TeacherDashboardPage,
});

function TeacherDashboardPage() {
  const { session } = Route.useRouteContext();
  return <Page title={`Welcome, ${session.user.fullName}`} />;
}
