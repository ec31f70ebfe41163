import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../components/page/Page.tsx';

export const Route = createFileRoute('/_admin/teachers/new')({
  component: AddTeacherPage,
});

function AddTeacherPage() {
  return <Page title="Add Teacher" />;
}
