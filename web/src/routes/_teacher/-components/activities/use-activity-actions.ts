import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '~/lib/errors.ts';
import { useT } from '~/i18n/use-t.ts';
import { useTRPC } from '~/lib/trpc.ts';

/** Activities show up in lists, counts and the dashboard: refresh all of the teacher's. */
function useRefreshTeacherData() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries(trpc.teacher.activities.pathFilter()),
      queryClient.invalidateQueries(trpc.teacher.courses.pathFilter()),
      queryClient.invalidateQueries(trpc.teacher.dashboard.pathFilter()),
      queryClient.invalidateQueries(trpc.teacher.responses.pathFilter()),
    ]);
}

export function usePublishActivity() {
  const trpc = useTRPC();
  const t = useT();
  const refresh = useRefreshTeacherData();
  return useMutation(
    trpc.teacher.activities.publish.mutationOptions({
      onSuccess: (activity) => {
        notifications.show({
          color: 'green',
          title: t('teacher.activities.published'),
          message: t('teacher.activities.publishedText', { title: activity.title }),
        });
        return refresh();
      },
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: t('teacher.activities.error'),
          message: errorMessage(error),
        }),
    }),
  );
}

export function useDeleteActivity(onDeleted: () => void) {
  const trpc = useTRPC();
  const t = useT();
  const refresh = useRefreshTeacherData();
  return useMutation(
    trpc.teacher.activities.remove.mutationOptions({
      onSuccess: (_result, { withResponses }) => {
        notifications.show({
          color: 'green',
          title: t('teacher.activities.deleted'),
          // The texts as first sketched, doubled word included (docs/product.md#kept-as-sketched).
          message: withResponses
            ? t('teacher.activities.deletedWithResponses')
            : t('teacher.activities.deletedText'),
        });
        onDeleted();
        return refresh();
      },
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: t('teacher.activities.error'),
          message: errorMessage(error),
        }),
    }),
  );
}
