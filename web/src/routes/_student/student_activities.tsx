import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../components/page/Page.tsx';

export const Route = createFileRoute('/_student/student_activities')({
  component: StudentActivitiesPage,
});

function StudentActivitiesPage() {
  return <Page title="My Activities" />;
}
