import { Alert, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ConfirmDeleteModal } from '../../../../components/admin/ConfirmDeleteModal.tsx';
import { errorMessage } from '../../../../lib/errors.ts';
import { useRetained } from '../../../../components/admin/use-retained.ts';
import { useTRPC } from '../../../../lib/trpc.ts';
import type { TeacherRow } from '../common/admin-types.ts';

interface DeleteTeacherModalProps {
  teacher: TeacherRow | null;
  onClose: () => void;
}

/** Asks before deleting a teacher; one who still teaches courses is refused by the server. */
export function DeleteTeacherModal({ teacher: current, onClose }: DeleteTeacherModalProps) {
  const teacher = useRetained(current);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const remove = useMutation(
    trpc.admin.teachers.remove.mutationOptions({
      onSuccess: async ({ name }) => {
        notifications.show({
          color: 'green',
          title: 'Teacher Deleted',
          message: `${name} has been removed.`,
        });
        onClose();
        await queryClient.invalidateQueries(trpc.admin.pathFilter());
      },
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: 'Error',
          message: errorMessage(error, 'Failed to delete teacher'),
        }),
    }),
  );

  const name = teacher ? `${teacher.firstName} ${teacher.lastName}` : '';
  const courses = teacher?.courses ?? [];
  return (
    <ConfirmDeleteModal
      opened={current !== null}
      title="Delete Teacher"
      confirmLabel="Delete Teacher"
      loading={remove.isPending}
      onClose={onClose}
      onConfirm={() => teacher && remove.mutate({ id: teacher.id })}
    >
      <Stack gap="sm">
        <Text size="sm">
          {`Delete ${name} (${teacher?.email ?? ''})? They will no longer be able to sign in. This cannot be undone.`}
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
