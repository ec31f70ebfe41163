import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../components/page/Page.tsx';

export const Route = createFileRoute('/_admin/settings')({
  component: AdminSettingsPage,
});

function AdminSettingsPage() {
  return <Page title="Settings" />;
}
