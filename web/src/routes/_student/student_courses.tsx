import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../components/page/Page.tsx';

export const Route = createFileRoute('/_student/student_courses')({
  component: StudentCoursesPage,
});

function StudentCoursesPage() {
  return <Page title="My Courses" />;
}
