import { notifications } from '@mantine/notifications';
import { ANSWER_KEYS, answerKeysInput } from '@teachchat/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TagsEditor } from '~/components/tags-editor/TagsEditor.tsx';
import { errorMessage } from '~/lib/errors.ts';
import { useT } from '~/i18n/use-t.ts';
import { formatCount } from '~/lib/format.ts';
import { useTRPC } from '~/lib/trpc.ts';

/**
 * The activity's protected answers (final results of its problems): private to the teacher;
 * replies that would give one away reach students as a hint instead.
 */
export function AnswerKeysEditor({ activityId }: { activityId: string }) {
  const trpc = useTRPC();
  const t = useT();
  const queryClient = useQueryClient();
  const keys = useQuery(trpc.teacher.answerKeys.list.queryOptions({ activityId }));
  const save = useMutation(
    trpc.teacher.answerKeys.set.mutationOptions({
      onSuccess: (saved) => {
        queryClient.setQueryData(trpc.teacher.answerKeys.list.queryKey({ activityId }), saved);
        notifications.show({
          color: 'green',
          title: t('teacher.activities.answersSaved'),
          message: t('teacher.activities.answersSavedText'),
        });
      },
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: t('teacher.activities.error'),
          message: errorMessage(error),
        }),
    }),
  );
  return (
    <TagsEditor
      tags={keys.data ?? []}
      label={t('teacher.activities.protectedAnswers')}
      description={t('teacher.activities.protectedAnswersHint', {
        max: formatCount(ANSWER_KEYS.max),
      })}
      max={ANSWER_KEYS.max}
      emptyText={
        keys.isPending
          ? t('teacher.activities.loading')
          : t('teacher.activities.noProtectedAnswers')
      }
      editLabel={t('teacher.activities.editProtectedAnswers')}
      badgeColor="grape"
      disabled={keys.isPending}
      errorOf={(draft) => {
        const checked = answerKeysInput.safeParse({ activityId, keys: draft });
        return checked.success
          ? null
          : (checked.error.issues[0]?.message ?? t('teacher.activities.invalidAnswers'));
      }}
      onSave={(draft) => save.mutateAsync({ activityId, keys: draft })}
    />
  );
}
