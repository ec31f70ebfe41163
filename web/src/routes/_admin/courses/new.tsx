import { createFileRoute } from '@tanstack/react-router';
import { Page } from '~/components/page/Page.tsx';
import { useT } from '~/i18n/use-t.ts';
import { AddCourseForm } from '../-components/courses/AddCourseForm.tsx';
import { WHOLE_LIST } from '../-components/queries.ts';

export const Route = createFileRoute('/_admin/courses/new')({
  // The teacher picker's choices; not awaited, the form can be read while they arrive.
  loader: ({ context: { queryClient, trpc } }) =>
    void queryClient.prefetchQuery(trpc.admin.teachers.list.queryOptions(WHOLE_LIST)),
  component: AddCoursePage,
});

function AddCoursePage() {
  const t = useT();
  return (
    <Page title={t('admin.courses.addTitle')}>
      <AddCourseForm />
    </Page>
  );
}
