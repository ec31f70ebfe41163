import { IconPlus } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../components/page/Page.tsx';
import { ButtonLink } from '../../../components/router-links/router-links.tsx';

export const Route = createFileRoute('/_admin/admin/students')({
  component: ManageStudentsPage,
});

function ManageStudentsPage() {
  return (
    <Page
      title="Manage Students"
      actions={
        <ButtonLink to="/students/new" leftSection={<IconPlus size={16} />}>
          Add New Student
        </ButtonLink>
      }
    />
  );
}
