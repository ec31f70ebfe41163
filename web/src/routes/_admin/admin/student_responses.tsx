import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../components/page/Page.tsx';

export const Route = createFileRoute('/_admin/admin/student_responses')({
  component: ActivitySubmissionsPage,
});

function ActivitySubmissionsPage() {
  return <Page title="Activity Submissions" />;
}
