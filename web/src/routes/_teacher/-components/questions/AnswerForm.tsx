import { Button, Group, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { answerQuestionInput, TEACHER_QUESTIONS } from '@teachchat/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../../lib/errors.ts';
import { useTRPC } from '../../../../lib/trpc.ts';

interface AnswerFormProps {
  questionId: string;
  studentName: string;
}

/** The answer box under an open question: sent as the teacher's message in the chat. */
export function AnswerForm({ questionId, studentName }: AnswerFormProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const answer = useMutation(
    trpc.teacher.questions.answer.mutationOptions({
      onSuccess: () => {
        notifications.show({
          color: 'green',
          title: 'Answer sent',
          message: `${studentName} sees it in their chat now.`,
        });
        void queryClient.invalidateQueries(trpc.teacher.questions.pathFilter());
      },
      onError: (failure) => {
        notifications.show({
          color: 'red',
          title: 'Answer not sent',
          message: errorMessage(failure),
        });
        // Answered meanwhile (another tab): the page shows it as it now stands.
        void queryClient.invalidateQueries(trpc.teacher.questions.pathFilter());
      },
    }),
  );

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    if (answer.isPending) return;
    const parsed = answerQuestionInput.shape.content.safeParse(content);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Write an answer first.');
      return;
    }
    answer.mutate({ questionId, content: parsed.data });
  };

  return (
    <form noValidate onSubmit={send}>
      <Stack gap="xs">
        <Textarea
          label="Your answer"
          description={`${studentName} sees it in the chat, as your message. Ctrl+Enter sends.`}
          autosize
          minRows={2}
          maxRows={10}
          maxLength={TEACHER_QUESTIONS.answerMax}
          value={content}
          error={error}
          onChange={(event) => {
            setContent(event.currentTarget.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) send();
          }}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={answer.isPending}>
            Send answer
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
