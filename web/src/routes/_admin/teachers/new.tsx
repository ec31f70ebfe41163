import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../components/page/Page.tsx';
import { AddTeacherForm } from '../-components/teachers/AddTeacherForm.tsx';

export const Route = createFileRoute('/_admin/teachers/new')({
  component: AddTeacherPage,
});

function AddTeacherPage() {
  return (
    <Page title="Add Teacher">
      <AddTeacherForm />
    </Page>
  );
}
