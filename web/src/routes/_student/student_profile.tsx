import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../components/page/Page.tsx';

export const Route = createFileRoute('/_student/student_profile')({
  component: StudentProfilePage,
});

function StudentProfilePage() {
  return <Page title="My Profile" />;
}
