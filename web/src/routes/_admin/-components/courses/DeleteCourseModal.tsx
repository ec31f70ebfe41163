import { useMutation, useQuery } from '@tanstack/react-query';
import { ConfirmDeleteModal } from '~/components/admin/ConfirmDeleteModal.tsx';
import { ImpactSentence } from '~/components/admin/ImpactSentence.tsx';
import { useDeleteDialog } from '~/components/admin/use-delete-dialog.ts';
import { useT } from '~/i18n/use-t.ts';
import { useTRPC } from '~/lib/trpc.ts';
import type { CourseRow } from '../common/admin-types.ts';

interface DeleteCourseModalProps {
  course: CourseRow | null;
  onClose: () => void;
}

/** Says what goes with the course (enrollments, activities, conversations) before deleting. */
export function DeleteCourseModal({ course, onClose }: DeleteCourseModalProps) {
  const t = useT();
  const trpc = useTRPC();
  const dialog = useDeleteDialog({
    row: course,
    onClose,
    deleted: ({ title }: { title: string }) => ({
      title: t('admin.courses.deleted'),
      message: t('admin.courses.deletedText', { title }),
    }),
    refused: (_, shown) => ({
      title: t('admin.common.error'),
      message: shown
        ? t('admin.courses.deleteFailed', { title: shown.title })
        : t('admin.courses.deleteFailedUnnamed'),
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
      title={t('admin.courses.deleteTitle')}
      confirmLabel={t('admin.courses.deleteTitle')}
      confirmDisabled={impact.isPending}
    >
      <ImpactSentence
        thing={
          shown ? t('admin.courses.thing', { code: shown.courseCode, title: shown.title }) : ''
        }
        impact={impact}
        parts={(counts) => [
          { key: 'admin.common.enrollments', count: counts.enrollments },
          { key: 'admin.common.activities', count: counts.activities },
          { key: 'admin.common.conversations', count: counts.conversations },
        ]}
        uncounted={t('admin.courses.uncounted')}
        counting={t('admin.courses.counting')}
      />
    </ConfirmDeleteModal>
  );
}
