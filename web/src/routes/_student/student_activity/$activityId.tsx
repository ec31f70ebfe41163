import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../components/page/Page.tsx';

export const Route = createFileRoute('/_student/student_activity/$activityId')({
  component: StudentActivityPage,
});

function StudentActivityPage() {
  return <Page title="Activity" />;
}
