import { createFileRoute } from '@tanstack/react-router';
import { Page } from '~/components/page/Page.tsx';
import { useT } from '~/i18n/use-t.ts';
import { AddTeacherForm } from '../-components/teachers/AddTeacherForm.tsx';

export const Route = createFileRoute('/_admin/teachers/new')({
  component: AddTeacherPage,
});

function AddTeacherPage() {
  const t = useT();
  return (
    <Page title={t('admin.teachers.addTitle')}>
      <AddTeacherForm />
    </Page>
  );
}
