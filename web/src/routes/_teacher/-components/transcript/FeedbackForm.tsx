import {
  Button,
  Group,
  Modal,
  NumberInput,
  Paper,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { SUBMISSION_FEEDBACK, type SubmissionFeedbackView } from '@teachchat/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage, fieldErrors } from '~/lib/errors.ts';
import { formatCount, formatDateTime } from '~/lib/format.ts';
import { useT } from '~/i18n/use-t.ts';
import { useTRPC } from '~/lib/trpc.ts';
import {
  type FeedbackValues,
  feedbackValues,
  toFeedbackInput,
  validateFeedback,
} from './feedback-form.ts';

interface FeedbackFormProps {
  transcript: { activityId: string; studentEmail: string };
  conversationId: string;
  studentName: string;
  feedback: SubmissionFeedbackView | null;
}

/** The teacher's draft: saved as often as they like, then released to the student once. */
export function FeedbackForm({
  transcript,
  conversationId,
  studentName,
  feedback,
}: FeedbackFormProps) {
  const trpc = useTRPC();
  const t = useT();
  const queryClient = useQueryClient();
  const form = useForm<FeedbackValues>({
    mode: 'controlled',
    initialValues: feedbackValues(feedback),
    validate: validateFeedback,
  });
  const [confirming, setConfirming] = useState(false);
  const save = useMutation(trpc.teacher.feedback.save.mutationOptions());
  const release = useMutation(trpc.teacher.feedback.release.mutationOptions());

  const remember = (view: SubmissionFeedbackView) => {
    queryClient.setQueryData(trpc.teacher.transcript.queryKey(transcript), (old) =>
      old ? { ...old, feedback: view } : old,
    );
    void queryClient.invalidateQueries(trpc.teacher.responses.pathFilter());
  };
  const failed = (title: string, error: unknown) => {
    form.setErrors(fieldErrors(error));
    notifications.show({ color: 'red', title, message: errorMessage(error) });
  };

  const saveDraft = async (values: FeedbackValues): Promise<boolean> => {
    try {
      remember(await save.mutateAsync(toFeedbackInput(conversationId, values)));
      form.resetDirty(values);
      return true;
    } catch (error) {
      failed(t('teacher.transcript.feedbackNotSaved'), error);
      return false;
    }
  };

  const releaseNow = async () => {
    // What is on screen is what the student gets: unsaved edits are saved first.
    const saved = form.isDirty() || !feedback ? await saveDraft(form.getValues()) : true;
    if (saved) {
      try {
        remember(await release.mutateAsync({ conversationId }));
        notifications.show({
          color: 'green',
          title: t('teacher.transcript.released'),
          message: t('teacher.transcript.releasedText', { student: studentName }),
        });
      } catch (error) {
        failed(t('teacher.transcript.notReleased'), error);
      }
    }
    setConfirming(false);
  };

  const busy = save.isPending || release.isPending;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="feedback-title">
      <form
        noValidate
        onSubmit={form.onSubmit(async (values) => {
          if (await saveDraft(values)) {
            notifications.show({
              color: 'green',
              title: t('teacher.transcript.draftSaved'),
              message: t('teacher.transcript.draftSavedText'),
            });
          }
        })}
      >
        <Stack gap="sm">
          <Title order={3} size="h5" id="feedback-title">
            {t('teacher.transcript.feedback')}
          </Title>
          <Textarea
            label={t('teacher.transcript.comment')}
            autosize
            minRows={4}
            maxRows={12}
            maxLength={SUBMISSION_FEEDBACK.commentMax}
            {...form.getInputProps('comment')}
          />
          <NumberInput
            label={t('teacher.transcript.score')}
            description={t('teacher.transcript.scoreHint', {
              min: formatCount(SUBMISSION_FEEDBACK.scoreMin),
              max: formatCount(SUBMISSION_FEEDBACK.scoreMax),
            })}
            min={SUBMISSION_FEEDBACK.scoreMin}
            max={SUBMISSION_FEEDBACK.scoreMax}
            allowDecimal={false}
            allowNegative={false}
            w={160}
            {...form.getInputProps('score')}
          />
          <Text size="xs" c="dimmed">
            {feedback
              ? t('teacher.transcript.draftSavedAt', { at: formatDateTime(feedback.updatedAt) })
              : t('teacher.transcript.notSavedYet')}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button type="submit" variant="default" loading={save.isPending} disabled={busy}>
              {t('teacher.transcript.saveDraft')}
            </Button>
            <Button
              onClick={() => {
                if (!form.validate().hasErrors) setConfirming(true);
              }}
              disabled={busy}
            >
              {t('teacher.transcript.release')}
            </Button>
          </Group>
        </Stack>
      </form>
      <Modal
        opened={confirming}
        onClose={busy ? () => {} : () => setConfirming(false)}
        title={t('teacher.transcript.releaseTitle')}
        centered
      >
        <Stack gap="lg">
          <Text size="sm">{t('teacher.transcript.releaseConfirm', { student: studentName })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => setConfirming(false)}
              disabled={busy}
              data-autofocus
            >
              {t('teacher.transcript.cancel')}
            </Button>
            <Button onClick={() => void releaseNow()} loading={busy}>
              {t('teacher.transcript.releaseButton')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
