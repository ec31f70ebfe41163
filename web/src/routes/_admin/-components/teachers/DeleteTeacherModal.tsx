import { Alert, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { ConfirmDeleteModal } from '~/components/admin/ConfirmDeleteModal.tsx';
import { useDeleteDialog } from '~/components/admin/use-delete-dialog.ts';
import { errorMessage } from '~/lib/errors.ts';
import { useT } from '~/i18n/use-t.ts';
import { formatList } from '~/lib/format.ts';
import { useTRPC } from '~/lib/trpc.ts';
import type { TeacherRow } from '../common/admin-types.ts';

interface DeleteTeacherModalProps {
  teacher: TeacherRow | null;
  onClose: () => void;
}

/** Asks before deleting a teacher; one who still teaches courses is refused by the server. */
export function DeleteTeacherModal({ teacher, onClose }: DeleteTeacherModalProps) {
  const t = useT();
  const trpc = useTRPC();
  const dialog = useDeleteDialog({
    row: teacher,
    onClose,
    deleted: ({ name }: { name: string }) => ({
      title: t('admin.teachers.deleted'),
      message: t('admin.teachers.deletedText', { name }),
    }),
    refused: (error) => ({
      title: t('admin.common.error'),
      message: errorMessage(error, t('admin.teachers.deleteFailed')),
    }),
  });
  const remove = useMutation(trpc.admin.teachers.remove.mutationOptions(dialog.callbacks));
  const shown = dialog.row;
  const courses = shown?.courses ?? [];
  return (
    <ConfirmDeleteModal
      {...dialog.modal(remove)}
      title={t('admin.teachers.deleteTitle')}
      confirmLabel={t('admin.teachers.deleteTitle')}
    >
      <Stack gap="sm">
        <Text size="sm">
          {t('admin.teachers.deleteConfirm', {
            name: `${shown?.firstName ?? ''} ${shown?.lastName ?? ''}`,
            email: shown?.email ?? '',
          })}
        </Text>
        {courses.length > 0 && (
          <Alert color="yellow" variant="light" title={t('admin.teachers.stillTeaches')}>
            {t('admin.teachers.reassignFirst', {
              count: courses.length,
              courses: formatList(
                courses.map((c) =>
                  t('admin.teachers.course', { code: c.courseCode, title: c.title }),
                ),
              ),
            })}
          </Alert>
        )}
      </Stack>
    </ConfirmDeleteModal>
  );
}
