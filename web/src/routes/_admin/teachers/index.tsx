import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../components/page/Page.tsx';

export const Route = createFileRoute('/_admin/teachers/')({
  component: ManageTeachersPage,
});

function ManageTeachersPage() {
  return <Page title="Manage Teachers" />;
}
