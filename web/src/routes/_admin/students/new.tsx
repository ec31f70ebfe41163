import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../components/page/Page.tsx';
import { AddStudentForm } from '../-components/students/AddStudentForm.tsx';

export const Route = createFileRoute('/_admin/students/new')({
  component: AddStudentPage,
});

function AddStudentPage() {
  return (
    <Page title="Add New Student">
      <AddStudentForm />
    </Page>
  );
}
