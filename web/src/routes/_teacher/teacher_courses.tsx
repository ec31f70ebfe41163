import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../components/page/Page.tsx';

export const Route = createFileRoute('/_teacher/teacher_courses')({
  component: TeacherCoursesPage,
});

function TeacherCoursesPage() {
  return <Page title="Your Courses" />;
}
