import { useMutation, useQuery } from '@tanstack/react-query';
import { ConfirmDeleteModal } from '~/components/admin/ConfirmDeleteModal.tsx';
import { ImpactSentence } from '~/components/admin/ImpactSentence.tsx';
import { useDeleteDialog } from '~/components/admin/use-delete-dialog.ts';
import { errorMessage } from '~/lib/errors.ts';
import { useTRPC } from '~/lib/trpc.ts';
import type { StudentRow } from '../common/admin-types.ts';

interface DeleteStudentModalProps {
  student: StudentRow | null;
  onClose: () => void;
}

/** Says which enrollments and conversations go with the student before deleting. */
export function DeleteStudentModal({ student, onClose }: DeleteStudentModalProps) {
  const trpc = useTRPC();
  const dialog = useDeleteDialog({
    row: student,
    onClose,
    deleted: ({ name }: { name: string }) => ({
      title: 'Student Deleted',
      message: `${name} has been removed.`,
    }),
    refused: (error) => ({ title: 'Error deleting student', message: errorMessage(error) }),
  });
  const shown = dialog.row;
  const impact = useQuery(
    trpc.admin.students.impact.queryOptions(
      { id: shown?.id ?? '' },
      { enabled: dialog.opened, staleTime: 0 },
    ),
  );
  const remove = useMutation(trpc.admin.students.remove.mutationOptions(dialog.callbacks));
  return (
    <ConfirmDeleteModal
      {...dialog.modal(remove)}
      title="Delete Student"
      confirmLabel="Delete Student"
      confirmDisabled={impact.isPending}
    >
      <ImpactSentence
        thing={shown ? `${shown.firstName} ${shown.lastName} (${shown.email})` : ''}
        impact={impact}
        parts={(counts) => [
          { key: 'admin.common.enrollments', count: counts.enrollments },
          { key: 'admin.common.conversations', count: counts.conversations },
        ]}
        uncounted="Their enrollments and conversations are deleted with them."
        counting="Counting what goes with this student…"
      />
    </ConfirmDeleteModal>
  );
}
