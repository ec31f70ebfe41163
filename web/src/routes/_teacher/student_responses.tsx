import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../components/page/Page.tsx';

export const Route = createFileRoute('/_teacher/student_responses')({
  component: TeacherStudentResponsesPage,
});

function TeacherStudentResponsesPage() {
  return <Page title="Student Responses" />;
}
