import { Alert, Button, Center, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ButtonLink } from '../../../../components/router-links/router-links.tsx';
import { transcriptErrorMessage } from './transcript-error.ts';

/**
 * The transcript could not load: the sentence and 'Error' toast of
 * docs/product.md#teacher-errors, and ways on.
 */
export function TranscriptError({ error }: ErrorComponentProps) {
  const router = useRouter();
  const reset = useQueryErrorResetBoundary();
  const message = transcriptErrorMessage(error);

  useEffect(() => {
    reset.reset();
    notifications.show({ id: 'transcript-error', color: 'red', title: 'Error', message });
  }, [reset, message]);

  return (
    <Center mih="50vh" p="md">
      <Stack maw={520} w="100%">
        <Alert color="red" variant="light" title="Chat not available" icon={<IconAlertTriangle />}>
          {message}
        </Alert>
        <Group justify="flex-end">
          <ButtonLink
            to="/student_responses"
            variant="default"
            leftSection={<IconArrowLeft size={16} />}
          >
            Back to Student Responses
          </ButtonLink>
          <Button onClick={() => void router.invalidate()}>Try again</Button>
        </Group>
      </Stack>
    </Center>
  );
}
