import { Avatar, Box, Group, Paper, Text, VisuallyHidden } from '@mantine/core';
import { IconRobot, IconSchool, IconUser } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t.ts';

interface MessageBubbleProps {
  from: 'user' | 'assistant' | 'teacher';
  /** Who a student's message is from, for a reader other than that student ('Omar Haddad'). */
  studentName?: string;
  /** Who wrote a teacher's message; unknown once their account is gone. */
  authorName?: string | null;
  /** Time of day, or nothing while a reply is still being written. */
  time?: string;
  /** Directly under the bubble: an assistant message's sources. */
  footer?: ReactNode;
  /** Beside the time: an assistant message's buttons. */
  actions?: ReactNode;
  /** Marks a reply that broke off. */
  failed?: boolean;
  busy?: boolean;
  children: ReactNode;
}

/** One chat message: the student's on the right, the assistant's and teacher's on the left. */
export function MessageBubble({
  from,
  studentName,
  authorName,
  time,
  footer,
  actions,
  failed,
  busy,
  children,
}: MessageBubbleProps) {
  const user = from === 'user';
  const teacher = from === 'teacher';
  const t = useT();
  const speaker = user
    ? (studentName ?? t('app.chat.you'))
    : teacher
      ? t('app.chat.teacherSpeaker', { name: authorName ?? t('app.chat.yourTeacher') })
      : t('app.chat.assistant');
  return (
    <Group
      align="flex-start"
      gap="xs"
      wrap="nowrap"
      justify={user ? 'flex-end' : 'flex-start'}
      aria-busy={busy || undefined}
    >
      {teacher && (
        <Avatar radius="xl" size={32} color="orange" variant="light" aria-hidden mt={2}>
          <IconSchool size={18} />
        </Avatar>
      )}
      {from === 'assistant' && (
        <Avatar radius="xl" size={32} color="indigo" variant="light" aria-hidden mt={2}>
          <IconRobot size={18} />
        </Avatar>
      )}
      <Box maw={{ base: '85%', sm: '75%' }} miw={0}>
        <Paper
          px="md"
          py="sm"
          radius="lg"
          bg={
            user
              ? 'var(--mantine-primary-color-filled)'
              : teacher
                ? 'var(--mantine-color-orange-light)'
                : 'var(--mantine-color-default)'
          }
          c={user ? 'var(--mantine-primary-color-contrast)' : undefined}
          withBorder={!user}
          bd={
            failed
              ? '1px solid var(--mantine-color-red-filled)'
              : teacher
                ? '1px solid var(--mantine-color-orange-outline)'
                : undefined
          }
          style={user ? { borderTopRightRadius: 4 } : { borderTopLeftRadius: 4 }}
        >
          {children}
        </Paper>
        {footer}
        {(time || actions) && (
          <Group gap="xs" mt={4} justify={user ? 'flex-end' : 'flex-start'}>
            {time && (
              <Text size="xs" c="dimmed">
                <VisuallyHidden>{`${speaker}, `}</VisuallyHidden>
                {time}
              </Text>
            )}
            {actions}
          </Group>
        )}
      </Box>
      {user && (
        <Avatar radius="xl" size={32} color="teal" variant="filled" aria-hidden mt={2}>
          <IconUser size={18} />
        </Avatar>
      )}
    </Group>
  );
}
