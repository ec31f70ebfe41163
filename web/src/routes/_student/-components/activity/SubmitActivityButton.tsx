import { Button, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconSend } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { errorMessage } from '../../../../lib/errors.ts';
import { useTRPC } from '../../../../lib/trpc.ts';

interface SubmitActivityButtonProps {
  activityId: string;
  completed: boolean;
  /** A reply is still being written: submitting now would cut it off. */
  waiting: boolean;
  /** The conversation is now completed: show it at once, before leaving. */
  onSubmitted: (submittedAt: Date) => void;
}

/** 'Submit Activity': confirm, submit, and go back to the activity list. */
export function SubmitActivityButton({
  activityId,
  completed,
  waiting,
  onSubmitted,
}: SubmitActivityButtonProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [opened, { open, close }] = useDisclosure(false);
  const submit = useMutation(
    trpc.student.chat.submit.mutationOptions({
      onSuccess: ({ submittedAt }) => {
        onSubmitted(submittedAt);
        close();
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
          title: 'Activity Submitted!',
          message: 'Your responses have been submitted successfully.',
        });
        void navigate({ to: '/student_activities' });
      },
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: 'Error updating activity status',
          message: errorMessage(error),
        }),
    }),
  );

  return (
    <>
      <Button leftSection={<IconSend size={16} />} onClick={open} disabled={completed || waiting}>
        Submit Activity
      </Button>
      <Modal opened={opened} onClose={close} title="Submit this activity?" centered>
        <Text size="sm">
          Once submitted, your conversation is final: you can still read it, but you cannot send new
          messages.
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={close} disabled={submit.isPending}>
            Cancel
          </Button>
          <Button loading={submit.isPending} onClick={() => submit.mutate({ activityId })}>
            Submit
          </Button>
        </Group>
      </Modal>
    </>
  );
}
