import { createFileRoute } from '@tanstack/react-router';
import { Page } from '~/components/page/Page.tsx';
import { useT } from '~/i18n/use-t.ts';
import { AddStudentForm } from '../-components/students/AddStudentForm.tsx';

export const Route = createFileRoute('/_admin/students/new')({
  component: AddStudentPage,
});

function AddStudentPage() {
  const t = useT();
  return (
    <Page title={t('admin.students.addTitle')}>
      <AddStudentForm />
    </Page>
  );
}
