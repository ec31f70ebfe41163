import { IconPlus } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../components/page/Page.tsx';
import { ButtonLink } from '../../../components/router-links/router-links.tsx';

export const Route = createFileRoute('/_admin/courses/')({
  component: ManageCoursesPage,
});

function ManageCoursesPage() {
  return (
    <Page
      title="Manage Courses"
      actions={
        <ButtonLink to="/courses/new" leftSection={<IconPlus size={16} />}>
          Add New Course
        </ButtonLink>
      }
    />
  );
}
