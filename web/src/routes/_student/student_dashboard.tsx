import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../components/page/Page.tsx';

export const Route = createFileRoute('/_student/student_dashboard')({
  component: StudentDashboardPage,
});

function StudentDashboardPage() {
  const { session } = Route.useRouteContext();
  return <Page title={`Welcome, ${session.user.fullName}`} />;
}
