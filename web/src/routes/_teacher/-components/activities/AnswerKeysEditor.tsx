import { notifications } from '@mantine/notifications';
import { ANSWER_KEYS, answerKeysInput } from '@teachchat/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TagsEditor } from '~/components/tags-editor/TagsEditor.tsx';
import { errorMessage } from '~/lib/errors.ts';
import { useTRPC } from '~/lib/trpc.ts';

/**
 * The activity's protected answers (final results of its problems): private to the teacher;
 * replies that would give one away reach students as a hint instead.
 */
export function AnswerKeysEditor({ activityId }: { activityId: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const keys = useQuery(trpc.teacher.answerKeys.list.queryOptions({ activityId }));
  const save = useMutation(
    trpc.teacher.answerKeys.set.mutationOptions({
      onSuccess: (saved) => {
        queryClient.setQueryData(trpc.teacher.answerKeys.list.queryKey({ activityId }), saved);
        notifications.show({
          color: 'green',
          title: 'Answers saved',
          message: 'Replies will not give these answers to students.',
        });
      },
      onError: (error) =>
        notifications.show({ color: 'red', title: 'Error', message: errorMessage(error) }),
    }),
  );
  return (
    <TagsEditor
      tags={keys.data ?? []}
      label="Protected answers"
      description={`Numbers, words or short phrases; press Enter after each, up to ${ANSWER_KEYS.max}.`}
      max={ANSWER_KEYS.max}
      emptyText={keys.isPending ? 'Loading…' : 'No protected answers.'}
      editLabel="Edit protected answers"
      badgeColor="grape"
      disabled={keys.isPending}
      errorOf={(draft) => {
        const checked = answerKeysInput.safeParse({ activityId, keys: draft });
        return checked.success ? null : (checked.error.issues[0]?.message ?? 'Invalid answers');
      }}
      onSave={(draft) => save.mutateAsync({ activityId, keys: draft })}
    />
  );
}
