import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../components/page/Page.tsx';

// The parameter is the course code, as the spec's /student_course/{courseId} uses it.
export const Route = createFileRoute('/_student/student_course/$courseCode')({
  component: StudentCoursePage,
});

function StudentCoursePage() {
  const { courseCode } = Route.useParams();
  return <Page title={courseCode} />;
}
