import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../components/page/Page.tsx';
import { AddCourseForm } from '../-components/courses/AddCourseForm.tsx';
import { ALL_TEACHERS } from '../-components/courses/TeacherSelect.tsx';

export const Route = createFileRoute('/_admin/courses/new')({
  // The teacher picker's choices; not awaited, the form can be read while they arrive.
  loader: ({ context: { queryClient, trpc } }) =>
    void queryClient.prefetchQuery(trpc.admin.teachers.list.queryOptions(ALL_TEACHERS)),
  component: AddCoursePage,
});

function AddCoursePage() {
  return (
    <Page title="Add Course">
      <AddCourseForm />
    </Page>
  );
}
