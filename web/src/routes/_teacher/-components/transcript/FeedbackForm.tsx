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
import { formatDateTime } from '~/lib/format.ts';
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
      failed('Feedback not saved', error);
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
          title: 'Feedback released',
          message: `${studentName} can now read it.`,
        });
      } catch (error) {
        failed('Feedback not released', error);
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
              title: 'Draft saved',
              message: 'Only you see it until you release it.',
            });
          }
        })}
      >
        <Stack gap="sm">
          <Title order={3} size="h5" id="feedback-title">
            Feedback
          </Title>
          <Textarea
            label="Comment"
            autosize
            minRows={4}
            maxRows={12}
            maxLength={SUBMISSION_FEEDBACK.commentMax}
            {...form.getInputProps('comment')}
          />
          <NumberInput
            label="Score (optional)"
            description="0 to 100"
            min={SUBMISSION_FEEDBACK.scoreMin}
            max={SUBMISSION_FEEDBACK.scoreMax}
            allowDecimal={false}
            allowNegative={false}
            w={160}
            {...form.getInputProps('score')}
          />
          <Text size="xs" c="dimmed">
            {feedback
              ? `Draft saved ${formatDateTime(feedback.updatedAt)}. The student does not see it yet.`
              : 'Not saved yet. The student sees nothing until you release it.'}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button type="submit" variant="default" loading={save.isPending} disabled={busy}>
              Save draft
            </Button>
            <Button
              onClick={() => {
                if (!form.validate().hasErrors) setConfirming(true);
              }}
              disabled={busy}
            >
              Release to student
            </Button>
          </Group>
        </Stack>
      </form>
      <Modal
        opened={confirming}
        onClose={busy ? () => {} : () => setConfirming(false)}
        title="Release feedback?"
        centered
      >
        <Stack gap="lg">
          <Text size="sm">
            {studentName} will be notified and will see this feedback on the activity. Once
            released, it can no longer be edited.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => setConfirming(false)}
              disabled={busy}
              data-autofocus
            >
              Cancel
            </Button>
            <Button onClick={() => void releaseNow()} loading={busy}>
              Release
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
