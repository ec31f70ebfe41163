import { Button, Group, Modal, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { errorMessage } from '~/lib/errors.ts';
import { useTRPC } from '~/lib/trpc.ts';
import { useT } from '~/i18n/use-t.ts';

interface SubmitActivityDialogProps {
  activityId: string;
  opened: boolean;
  onClose: () => void;
  /** The conversation is now completed: show it at once, before leaving. */
  onSubmitted: (submittedAt: Date) => void;
}

/** 'Submit Activity': confirm, submit, and go back to the activity list. */
export function SubmitActivityDialog({
  activityId,
  opened,
  onClose,
  onSubmitted,
}: SubmitActivityDialogProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const t = useT();
  const submit = useMutation(
    trpc.student.chat.submit.mutationOptions({
      onSuccess: ({ submittedAt }) => {
        onSubmitted(submittedAt);
        onClose();
        // The list we go to shows the new status at once; every student screen's counts
        // and progress changed too, so all of them are read again.
        queryClient.setQueryData(trpc.student.activities.list.queryKey(), (list) =>
          list?.map((activity) =>
            activity.id === activityId ? { ...activity, status: 'completed' as const } : activity,
          ),
        );
        void queryClient.invalidateQueries(trpc.student.pathFilter());
        notifications.show({
          color: 'green',
          title: t('student.submit.done'),
          message: t('student.submit.doneText'),
        });
        void navigate({ to: '/student_activities' });
      },
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: t('student.submit.failed'),
          message: errorMessage(error),
        }),
    }),
  );

  return (
    <Modal opened={opened} onClose={onClose} title={t('student.submit.title')} centered>
      <Text size="sm">{t('student.submit.text')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={submit.isPending}>
          {t('student.submit.cancel')}
        </Button>
        <Button loading={submit.isPending} onClick={() => submit.mutate({ activityId })}>
          {t('student.submit.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
