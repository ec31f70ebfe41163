import { Alert, Button, Center, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { StaffArea } from '../../lib/staff-area.ts';
import { ButtonLink } from '../router-links/router-links.tsx';
import { transcriptLoadError } from './transcript-errors.ts';

/** A transcript route's error screen: why the chat cannot be shown, its toast, and ways on. */
export function TranscriptError({ error, area }: ErrorComponentProps & { area: StaffArea }) {
  const router = useRouter();
  const reset = useQueryErrorResetBoundary();
  const { message, toast } = transcriptLoadError(error, area);

  useEffect(() => {
    reset.reset();
    if (toast)
      notifications.show({ id: 'transcript-error', color: 'red', title: 'Error', message: toast });
  }, [reset, toast]);

  return (
    <Center mih="50vh" p="md">
      <Stack maw={520} w="100%">
        <Alert color="red" variant="light" title="Chat not available" icon={<IconAlertTriangle />}>
          {message}
        </Alert>
        <Group justify="flex-end">
          <BackToList area={area} />
          <Button onClick={() => void router.invalidate()}>Try again</Button>
        </Group>
      </Stack>
    </Center>
  );
}

function BackToList({ area }: { area: StaffArea }) {
  const link = { variant: 'default', leftSection: <IconArrowLeft size={16} /> } as const;
  return area === 'admin' ? (
    <ButtonLink to="/admin/student_responses" {...link}>
      Back to Activity Submissions
    </ButtonLink>
  ) : (
    <ButtonLink to="/student_responses" {...link}>
      Back to Student Responses
    </ButtonLink>
  );
}
