import { Button, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '~/lib/errors.ts';
import { useT } from '~/i18n/use-t.ts';
import { useTRPC } from '~/lib/trpc.ts';

/** Whether a transcript names its student by a pseudonym (the course is pseudonymised). */
export const isPseudonym = (email: string) => email.endsWith('@pseudonym.invalid');

/**
 * Pseudonymised review: the teacher may reveal this one student's name, saying why. The
 * reveal and its reason go to the audit trail; the name shows here only.
 */
export function RevealName({
  activityId,
  studentEmail,
}: {
  activityId: string;
  studentEmail: string;
}) {
  const trpc = useTRPC();
  const t = useT();
  const [reason, setReason] = useState('');
  const reveal = useMutation(trpc.teacher.pseudonyms.reveal.mutationOptions());
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('teacher.transcript.pseudonymTitle')}
        </Title>
        {reveal.data ? (
          <Text>
            {t('teacher.transcript.revealed', {
              name: reveal.data.name,
              email: reveal.data.email,
            })}
          </Text>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {t('teacher.transcript.pseudonymHint')}
            </Text>
            <Textarea
              label={t('teacher.transcript.reason')}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              autosize
              minRows={2}
            />
            {reveal.isError && <Text c="red">{errorMessage(reveal.error)}</Text>}
            <Button
              variant="light"
              loading={reveal.isPending}
              disabled={reason.trim().length < 10}
              onClick={() => reveal.mutate({ activityId, studentEmail, reason })}
            >
              {t('teacher.transcript.reveal')}
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}
