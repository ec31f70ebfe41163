import { Alert, Button, Center, Group, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { errorMessage } from '../../lib/errors.ts';

/** A route whose loading failed: say why and offer a retry. */
export function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter();
  const queryErrorResetBoundary = useQueryErrorResetBoundary();
  const t = useT();

  useEffect(() => {
    queryErrorResetBoundary.reset();
  }, [queryErrorResetBoundary]);

  return (
    <Center mih="60vh" p="md">
      <Stack maw={480} w="100%">
        <Alert
          color="red"
          variant="light"
          title={t('app.routeError.title')}
          icon={<IconAlertTriangle />}
        >
          {errorMessage(error)}
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => router.history.back()}>
            {t('app.routeError.back')}
          </Button>
          <Button onClick={() => void router.invalidate()}>{t('app.routeError.retry')}</Button>
        </Group>
      </Stack>
    </Center>
  );
}
