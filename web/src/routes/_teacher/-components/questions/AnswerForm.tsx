import { Button, Group, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { answerQuestionInput, type CorrectionView, TEACHER_QUESTIONS } from '@teachchat/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useT } from '~/i18n/use-t.ts';
import { errorMessage } from '~/lib/errors.ts';
import { useTRPC } from '~/lib/trpc.ts';

interface AnswerFormProps {
  questionId: string;
  /** The reply the question is about: Answer and correct corrects it. */
  replyId: string;
  /** The reply has a correction already: it is changed in its own editor, not from here. */
  corrected: boolean;
  studentName: string;
  onCorrected: (correction: CorrectionView) => void;
}

/**
 * The answer box under an open question: sent as the teacher's message in the chat. Answer
 * and correct also saves it as the reply's correction, shown under the reply, which the
 * teacher can then pin as a teacher's note.
 */
export function AnswerForm(props: AnswerFormProps) {
  const { questionId, studentName } = props;
  const t = useT();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const answer = useMutation(
    trpc.teacher.questions.answer.mutationOptions({
      onSuccess: () => {
        notifications.show({
          color: 'green',
          title: t('teacher.questions.answerSent'),
          message: t('teacher.questions.answerSentText', { student: studentName }),
        });
        void queryClient.invalidateQueries(trpc.teacher.questions.pathFilter());
      },
      onError: (failure) => {
        notifications.show({
          color: 'red',
          title: t('teacher.questions.answerNotSent'),
          message: errorMessage(failure),
        });
        // Answered meanwhile (another tab): the page shows it as it now stands.
        void queryClient.invalidateQueries(trpc.teacher.questions.pathFilter());
      },
    }),
  );

  const correct = useMutation(
    trpc.teacher.corrections.save.mutationOptions({
      onSuccess: props.onCorrected,
      onError: (failure) =>
        notifications.show({
          color: 'red',
          title: t('teacher.questions.correctionNotSaved'),
          message: errorMessage(failure),
        }),
    }),
  );

  // The mutations' own callbacks report failures; the card may be gone (answered) by then.
  const send = async (alsoCorrect: boolean) => {
    if (answer.isPending || correct.isPending) return;
    const parsed = answerQuestionInput.shape.content.safeParse(content);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? t('teacher.questions.writeFirst'));
      return;
    }
    await answer.mutateAsync({ questionId, content: parsed.data });
    if (alsoCorrect) {
      await correct.mutateAsync({ messageId: props.replyId, text: parsed.data });
    }
  };
  const submit = (alsoCorrect: boolean) => void send(alsoCorrect).catch(() => undefined);

  return (
    <form
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        submit(false);
      }}
    >
      <Stack gap="xs">
        <Textarea
          label={t('teacher.questions.yourAnswer')}
          description={
            props.corrected
              ? t('teacher.questions.answerHint', { student: studentName })
              : t('teacher.questions.answerAndCorrectHint', { student: studentName })
          }
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
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit(false);
          }}
        />
        <Group justify="flex-end" gap="sm">
          {!props.corrected && (
            <Button
              variant="light"
              loading={correct.isPending}
              disabled={answer.isPending}
              onClick={() => submit(true)}
            >
              {t('teacher.questions.answerAndCorrect')}
            </Button>
          )}
          <Button type="submit" loading={answer.isPending} disabled={correct.isPending}>
            {t('teacher.questions.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
