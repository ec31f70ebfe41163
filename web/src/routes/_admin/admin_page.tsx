import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../components/page/Page.tsx';

export const Route = createFileRoute('/_admin/admin_page')({
  component: AdminDashboardPage,
});

function AdminDashboardPage() {
  return <Page title="Admin Dashboard" />;
}
