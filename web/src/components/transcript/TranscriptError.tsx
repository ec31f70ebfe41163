import { Alert, Button, Center, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useT } from '../../i18n/use-t.ts';
import type { StaffArea } from '../../lib/staff-area.ts';
import { ButtonLink } from '../router-links/router-links.tsx';
import { transcriptLoadError } from './transcript-errors.ts';

/** A transcript route's error screen: why the chat cannot be shown, its toast, and ways on. */
export function TranscriptError({ error, area }: ErrorComponentProps & { area: StaffArea }) {
  const router = useRouter();
  const t = useT();
  const reset = useQueryErrorResetBoundary();
  const { message, toast } = transcriptLoadError(error, area);

  useEffect(() => {
    reset.reset();
    if (toast)
      notifications.show({
        id: 'transcript-error',
        color: 'red',
        title: t('app.transcript.error'),
        message: toast,
      });
  }, [reset, toast, t]);

  return (
    <Center mih="50vh" p="md">
      <Stack maw={520} w="100%">
        <Alert
          color="red"
          variant="light"
          title={t('app.transcript.notAvailable')}
          icon={<IconAlertTriangle />}
        >
          {message}
        </Alert>
        <Group justify="flex-end">
          <BackToList area={area} />
          <Button onClick={() => void router.invalidate()}>{t('app.transcript.tryAgain')}</Button>
        </Group>
      </Stack>
    </Center>
  );
}

function BackToList({ area }: { area: StaffArea }) {
  const t = useT();
  const link = { variant: 'default', leftSection: <IconArrowLeft size={16} /> } as const;
  return area === 'admin' ? (
    <ButtonLink to="/admin/student_responses" {...link}>
      {t('app.transcript.backToSubmissions')}
    </ButtonLink>
  ) : (
    <ButtonLink to="/student_responses" {...link}>
      {t('app.transcript.backToResponses')}
    </ButtonLink>
  );
}
