import { ActionIcon, Badge, Button, Group, TagsInput, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil } from '@tabler/icons-react';
import { ANSWER_KEYS, answerKeysInput } from '@teachchat/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../../lib/errors.ts';
import { useTRPC } from '../../../../lib/trpc.ts';

/**
 * The activity's protected answers (final results of its problems): private to the teacher;
 * replies that would give one away reach students as a hint instead.
 */
export function AnswerKeysEditor({ activityId }: { activityId: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const keys = useQuery(trpc.teacher.answerKeys.list.queryOptions({ activityId }));
  const [draft, setDraft] = useState<string[] | null>(null);
  const save = useMutation(
    trpc.teacher.answerKeys.set.mutationOptions({
      onSuccess: (saved) => {
        queryClient.setQueryData(trpc.teacher.answerKeys.list.queryKey({ activityId }), saved);
        setDraft(null);
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
  const saved = keys.data ?? [];

  if (draft === null) {
    return (
      <Group gap={6} align="center">
        {saved.length === 0 && (
          <Text size="sm" c="dimmed">
            {keys.isPending ? 'Loading…' : 'No protected answers.'}
          </Text>
        )}
        {saved.map((key) => (
          <Badge key={key} variant="light" color="grape" tt="none">
            {key}
          </Badge>
        ))}
        <Tooltip label="Edit protected answers">
          <ActionIcon
            variant="subtle"
            size="sm"
            aria-label="Edit protected answers"
            disabled={keys.isPending}
            onClick={() => setDraft(saved)}
          >
            <IconPencil size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
    );
  }

  const checked = answerKeysInput.safeParse({ activityId, keys: draft });
  const error = checked.success ? null : (checked.error.issues[0]?.message ?? 'Invalid answers');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (checked.success) save.mutate(checked.data);
      }}
    >
      <TagsInput
        label="Protected answers"
        description={`Numbers, words or short phrases; press Enter after each, up to ${ANSWER_KEYS.max}.`}
        value={draft}
        onChange={setDraft}
        maxTags={ANSWER_KEYS.max}
        clearable
        error={error}
        autoFocus
      />
      <Group gap="xs" mt="sm">
        <Button type="submit" size="xs" loading={save.isPending} disabled={error !== null}>
          Save
        </Button>
        <Button
          size="xs"
          variant="default"
          onClick={() => setDraft(null)}
          disabled={save.isPending}
        >
          Cancel
        </Button>
      </Group>
    </form>
  );
}
