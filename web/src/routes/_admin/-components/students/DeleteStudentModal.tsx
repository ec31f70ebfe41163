import { useMutation, useQuery } from '@tanstack/react-query';
import { ConfirmDeleteModal } from '~/components/admin/ConfirmDeleteModal.tsx';
import { ImpactSentence } from '~/components/admin/ImpactSentence.tsx';
import { useDeleteDialog } from '~/components/admin/use-delete-dialog.ts';
import { errorMessage } from '~/lib/errors.ts';
import { useT } from '~/i18n/use-t.ts';
import { useTRPC } from '~/lib/trpc.ts';
import type { StudentRow } from '../common/admin-types.ts';

interface DeleteStudentModalProps {
  student: StudentRow | null;
  onClose: () => void;
}

/** Says which enrollments and conversations go with the student before deleting. */
export function DeleteStudentModal({ student, onClose }: DeleteStudentModalProps) {
  const t = useT();
  const trpc = useTRPC();
  const dialog = useDeleteDialog({
    row: student,
    onClose,
    deleted: ({ name }: { name: string }) => ({
      title: t('admin.students.deleted'),
      message: t('admin.students.deletedText', { name }),
    }),
    refused: (error) => ({ title: t('admin.students.deleteFailed'), message: errorMessage(error) }),
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
      title={t('admin.students.deleteTitle')}
      confirmLabel={t('admin.students.deleteTitle')}
      confirmDisabled={impact.isPending}
    >
      <ImpactSentence
        thing={
          shown
            ? t('admin.students.thing', {
                name: `${shown.firstName} ${shown.lastName}`,
                email: shown.email,
              })
            : ''
        }
        impact={impact}
        parts={(counts) => [
          { key: 'admin.common.enrollments', count: counts.enrollments },
          { key: 'admin.common.conversations', count: counts.conversations },
        ]}
        uncounted={t('admin.students.uncounted')}
        counting={t('admin.students.counting')}
      />
    </ConfirmDeleteModal>
  );
}
