import { useMutation, useQuery } from '@tanstack/react-query';
import { ConfirmDeleteModal } from '~/components/admin/ConfirmDeleteModal.tsx';
import { ImpactSentence } from '~/components/admin/ImpactSentence.tsx';
import { useDeleteDialog } from '~/components/admin/use-delete-dialog.ts';
import { useTRPC } from '~/lib/trpc.ts';
import type { CourseRow } from '../common/admin-types.ts';

interface DeleteCourseModalProps {
  course: CourseRow | null;
  onClose: () => void;
}

/** Says what goes with the course (enrollments, activities, conversations) before deleting. */
export function DeleteCourseModal({ course, onClose }: DeleteCourseModalProps) {
  const trpc = useTRPC();
  const dialog = useDeleteDialog({
    row: course,
    onClose,
    deleted: ({ title }: { title: string }) => ({
      title: 'Course Deleted',
      message: `${title} has been removed.`,
    }),
    refused: (_, shown) => ({
      title: 'Error',
      message: `There was an issue deleting ${shown?.title ?? 'the course'}.`,
    }),
  });
  const shown = dialog.row;
  const impact = useQuery(
    trpc.admin.courses.impact.queryOptions(
      { id: shown?.id ?? '' },
      { enabled: dialog.opened, staleTime: 0 },
    ),
  );
  const remove = useMutation(trpc.admin.courses.remove.mutationOptions(dialog.callbacks));
  return (
    <ConfirmDeleteModal
      {...dialog.modal(remove)}
      title="Delete Course"
      confirmLabel="Delete Course"
      confirmDisabled={impact.isPending}
    >
      <ImpactSentence
        thing={shown ? `${shown.courseCode} (${shown.title})` : ''}
        impact={impact}
        parts={(counts) => [
          { key: 'admin.common.enrollments', count: counts.enrollments },
          { key: 'admin.common.activities', count: counts.activities },
          { key: 'admin.common.conversations', count: counts.conversations },
        ]}
        uncounted="Its enrollments, activities and conversations are deleted with it."
        counting="Counting what goes with this course…"
      />
    </ConfirmDeleteModal>
  );
}
