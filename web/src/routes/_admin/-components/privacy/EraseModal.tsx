import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { plural } from '../../../../lib/format.ts';
import { errorMessage } from '../../../../lib/errors.ts';
import { useTRPC } from '../../../../lib/trpc.ts';

interface EraseModalProps {
  personId: string | null;
  onClose: () => void;
  onErased: () => void;
}

/** Names, with counts, what erasing the person takes, and erases only on confirmation. */
export function EraseModal({ personId, onClose, onErased }: EraseModalProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const impact = useQuery(
    trpc.admin.privacy.erasureImpact.queryOptions(
      { id: personId ?? '' },
      { enabled: personId !== null, staleTime: 0 },
    ),
  );
  const erase = useMutation(
    trpc.admin.privacy.erase.mutationOptions({
      onSuccess: ({ name }) => {
        notifications.show({
          color: 'green',
          title: 'Erased',
          message: `${name} has been erased.`,
        });
        void queryClient.invalidateQueries();
        onErased();
        onClose();
      },
      onError: (error) =>
        notifications.show({ color: 'red', title: 'Error', message: errorMessage(error) }),
    }),
  );
  const data = impact.data;
  const c = data?.counts;
  return (
    <Modal opened={personId !== null} onClose={onClose} title="Erase person" centered>
      <Stack gap="sm">
        {impact.isError && <Text c="red">{errorMessage(impact.error)}</Text>}
        {data && c && (
          <>
            <Text>
              Erasing <b>{data.name}</b> removes their account, sign-ins and API tokens for good.
              This cannot be undone.
            </Text>
            <List size="sm">
              <List.Item>{plural(c.enrollments, 'enrollment', 'enrollments')}</List.Item>
              <List.Item>
                {plural(c.conversations, 'conversation', 'conversations')} with{' '}
                {plural(c.messages, 'message', 'messages')},{' '}
                {plural(c.questions, 'question', 'questions')} to the teacher and{' '}
                {plural(c.feedback, 'feedback', 'feedback')}:{' '}
                {data.mode === 'anonymise'
                  ? "kept for the teacher under an anonymous name, without the student's own words"
                  : 'removed'}
              </List.Item>
              <List.Item>
                {plural(c.notifications, 'notification', 'notifications')} of theirs and{' '}
                {plural(c.notificationsNamingThem, 'notification', 'notifications')} naming them
              </List.Item>
              <List.Item>{plural(c.apiTokens, 'API token', 'API tokens')}</List.Item>
              <List.Item>
                {plural(c.contactMessages, 'contact message', 'contact messages')}
              </List.Item>
            </List>
            {data.coursesTaught.length > 0 && (
              <Text c="red">
                {data.name} still teaches{' '}
                {data.coursesTaught.map((course) => course.courseCode).join(', ')}: assign{' '}
                {data.coursesTaught.length === 1 ? 'that course' : 'those courses'} to another
                teacher first.
              </Text>
            )}
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            color="red"
            loading={erase.isPending}
            disabled={!data || data.coursesTaught.length > 0}
            onClick={() => personId && erase.mutate({ id: personId })}
          >
            Erase
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
