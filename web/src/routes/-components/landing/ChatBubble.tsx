import { Avatar, Box, Group, Paper, Text } from '@mantine/core';
import { IconRobot } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface ChatBubbleProps {
  from: 'student' | 'assistant';
  /** Who wrote it and when: "Student · 10:03 AM". */
  meta: string;
  children: ReactNode;
}

export function ChatBubble({ from, meta, children }: ChatBubbleProps) {
  const student = from === 'student';
  return (
    <Group align="flex-end" gap="xs" wrap="nowrap" justify={student ? 'flex-end' : 'flex-start'}>
      {!student && (
        <Avatar radius="xl" size={30} color="indigo" variant="light" aria-hidden>
          <IconRobot size={18} />
        </Avatar>
      )}
      <Box maw="82%">
        <Paper
          px="md"
          py="sm"
          radius="lg"
          bg={student ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-body)'}
          c={student ? 'var(--mantine-primary-color-contrast)' : undefined}
          withBorder={!student}
          style={student ? { borderBottomRightRadius: 4 } : { borderBottomLeftRadius: 4 }}
        >
          {children}
        </Paper>
        <Text size="xs" c="dimmed" mt={4} ta={student ? 'right' : 'left'}>
          {meta}
        </Text>
      </Box>
      {student && (
        <Avatar radius="xl" size={30} color="teal.9" variant="filled" aria-hidden>
          MA
        </Avatar>
      )}
    </Group>
  );
}
