import { Alert, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { ConfirmDeleteModal } from '~/components/admin/ConfirmDeleteModal.tsx';
import { useDeleteDialog } from '~/components/admin/use-delete-dialog.ts';
import { errorMessage } from '~/lib/errors.ts';
import { useTRPC } from '~/lib/trpc.ts';
import type { TeacherRow } from '../common/admin-types.ts';

interface DeleteTeacherModalProps {
  teacher: TeacherRow | null;
  onClose: () => void;
}

/** Asks before deleting a teacher; one who still teaches courses is refused by the server. */
export function DeleteTeacherModal({ teacher, onClose }: DeleteTeacherModalProps) {
  const trpc = useTRPC();
  const dialog = useDeleteDialog({
    row: teacher,
    onClose,
    deleted: ({ name }: { name: string }) => ({
      title: 'Teacher Deleted',
      message: `${name} has been removed.`,
    }),
    refused: (error) => ({
      title: 'Error',
      message: errorMessage(error, 'Failed to delete teacher'),
    }),
  });
  const remove = useMutation(trpc.admin.teachers.remove.mutationOptions(dialog.callbacks));
  const shown = dialog.row;
  const courses = shown?.courses ?? [];
  return (
    <ConfirmDeleteModal
      {...dialog.modal(remove)}
      title="Delete Teacher"
      confirmLabel="Delete Teacher"
    >
      <Stack gap="sm">
        <Text size="sm">
          {`Delete ${shown?.firstName ?? ''} ${shown?.lastName ?? ''} (${shown?.email ?? ''})? They will no longer be able to sign in. This cannot be undone.`}
        </Text>
        {courses.length > 0 && (
          <Alert color="yellow" variant="light" title="This teacher still teaches courses">
            {courses.map((c) => `${c.courseCode} (${c.title})`).join(', ')}. Assign{' '}
            {courses.length === 1 ? 'that course' : 'those courses'} to another teacher first.
          </Alert>
        )}
      </Stack>
    </ConfirmDeleteModal>
  );
}
