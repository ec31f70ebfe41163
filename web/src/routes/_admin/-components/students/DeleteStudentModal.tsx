import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ConfirmDeleteModal } from '../../../../components/admin/ConfirmDeleteModal.tsx';
import { deleteConfirmation } from '../../../../components/admin/describe-impact.ts';
import { errorMessage } from '../../../../lib/errors.ts';
import { useRetained } from '../../../../components/admin/use-retained.ts';
import { useTRPC } from '../../../../lib/trpc.ts';
import type { StudentRow } from '../common/admin-types.ts';

interface DeleteStudentModalProps {
  student: StudentRow | null;
  onClose: () => void;
}

/** Says which enrollments and conversations go with the student before deleting. */
export function DeleteStudentModal({ student: current, onClose }: DeleteStudentModalProps) {
  const student = useRetained(current);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const impact = useQuery(
    trpc.admin.students.impact.queryOptions(
      { id: student?.id ?? '' },
      { enabled: current !== null, staleTime: 0 },
    ),
  );
  const remove = useMutation(
    trpc.admin.students.remove.mutationOptions({
      onSuccess: async ({ name }) => {
        notifications.show({
          color: 'green',
          title: 'Student Deleted',
          message: `${name} has been removed.`,
        });
        onClose();
        await queryClient.invalidateQueries(trpc.admin.pathFilter());
      },
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: 'Error deleting student',
          message: errorMessage(error),
        }),
    }),
  );

  const thing = student ? `${student.firstName} ${student.lastName} (${student.email})` : '';
  return (
    <ConfirmDeleteModal
      opened={current !== null}
      title="Delete Student"
      confirmLabel="Delete Student"
      loading={remove.isPending}
      confirmDisabled={impact.isPending}
      onClose={onClose}
      onConfirm={() => student && remove.mutate({ id: student.id })}
    >
      {impact.data ? (
        <Text size="sm">
          {deleteConfirmation(thing, [
            { count: impact.data.enrollments, one: 'enrollment', many: 'enrollments' },
            { count: impact.data.conversations, one: 'conversation', many: 'conversations' },
          ])}
        </Text>
      ) : impact.isError ? (
        <Text size="sm">
          {`Delete ${thing}? Their enrollments and conversations are deleted with them. This cannot be undone.`}
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          Counting what goes with this student…
        </Text>
      )}
    </ConfirmDeleteModal>
  );
}
