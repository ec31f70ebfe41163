import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../components/page/Page.tsx';

export const Route = createFileRoute('/_admin/admin/enrollments')({
  component: ManageEnrollmentsPage,
});

function ManageEnrollmentsPage() {
  return <Page title="Manage Enrollments" />;
}
