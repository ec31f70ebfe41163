import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../components/page/Page.tsx';

export const Route = createFileRoute('/_teacher/students')({
  component: TeacherStudentsPage,
});

function TeacherStudentsPage() {
  return <Page title="Students" />;
}
