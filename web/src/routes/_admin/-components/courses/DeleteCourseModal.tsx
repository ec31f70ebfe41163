import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ConfirmDeleteModal } from '../../../../components/admin/ConfirmDeleteModal.tsx';
import { deleteConfirmation } from '../../../../components/admin/describe-impact.ts';
import { useRetained } from '../../../../components/admin/use-retained.ts';
import { useTRPC } from '../../../../lib/trpc.ts';
import type { CourseRow } from '../common/admin-types.ts';

interface DeleteCourseModalProps {
  course: CourseRow | null;
  onClose: () => void;
}

/** Says what goes with the course (enrollments, activities, conversations) before deleting. */
export function DeleteCourseModal({ course: current, onClose }: DeleteCourseModalProps) {
  const course = useRetained(current);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const impact = useQuery(
    trpc.admin.courses.impact.queryOptions(
      { id: course?.id ?? '' },
      { enabled: current !== null, staleTime: 0 },
    ),
  );

  const remove = useMutation(
    trpc.admin.courses.remove.mutationOptions({
      onSuccess: async ({ title }) => {
        notifications.show({
          color: 'green',
          title: 'Course Deleted',
          message: `${title} has been removed.`,
        });
        onClose();
        await queryClient.invalidateQueries(trpc.admin.pathFilter());
      },
      onError: () =>
        notifications.show({
          color: 'red',
          title: 'Error',
          message: `There was an issue deleting ${course?.title ?? 'the course'}.`,
        }),
    }),
  );

  const thing = course ? `${course.courseCode} (${course.title})` : '';
  return (
    <ConfirmDeleteModal
      opened={current !== null}
      title="Delete Course"
      confirmLabel="Delete Course"
      loading={remove.isPending}
      confirmDisabled={impact.isPending}
      onClose={onClose}
      onConfirm={() => course && remove.mutate({ id: course.id })}
    >
      {impact.data ? (
        <Text size="sm">
          {deleteConfirmation(thing, [
            { count: impact.data.enrollments, one: 'enrollment', many: 'enrollments' },
            { count: impact.data.activities, one: 'activity', many: 'activities' },
            { count: impact.data.conversations, one: 'conversation', many: 'conversations' },
          ])}
        </Text>
      ) : impact.isError ? (
        <Text size="sm">
          {`Delete ${thing}? Its enrollments, activities and conversations are deleted with it. This cannot be undone.`}
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          Counting what goes with this course…
        </Text>
      )}
    </ConfirmDeleteModal>
  );
}
