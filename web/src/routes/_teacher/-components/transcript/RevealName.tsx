import { Button, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '~/lib/errors.ts';
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
  const [reason, setReason] = useState('');
  const reveal = useMutation(trpc.teacher.pseudonyms.reveal.mutationOptions());
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Title order={3} size="h5">
          Pseudonymised review
        </Title>
        {reveal.data ? (
          <Text>
            {reveal.data.name} ({reveal.data.email})
          </Text>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              Students in this course are shown by pseudonym. Revealing this student&apos;s name is
              recorded with your reason and shown to admins.
            </Text>
            <Textarea
              label="Reason"
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
              Reveal name
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}
