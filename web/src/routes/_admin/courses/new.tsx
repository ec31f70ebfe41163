import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../components/page/Page.tsx';

export const Route = createFileRoute('/_admin/courses/new')({
  component: AddCoursePage,
});

function AddCoursePage() {
  return <Page title="Add Course" />;
}
