import { ActionIcon, Badge, Box, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconCopy,
  IconFileText,
  IconMessageChatbot,
  IconSend,
  IconThumbDown,
  IconThumbUp,
} from '@tabler/icons-react';
import { ChatBubble } from './ChatBubble.tsx';

const SOURCES = ['week3-searching.pdf · p. 4', 'lecture-07-notes.docx · p. 2'];

/** A still picture of a student activity, shown when no demo video is configured. */
export function ChatPreview() {
  return (
    <Paper
      withBorder
      shadow="md"
      w="100%"
      maw={760}
      style={{ overflow: 'hidden' }}
      aria-label="Example of a student chat activity"
    >
      <Group
        justify="space-between"
        px="lg"
        py="md"
        wrap="nowrap"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={38} radius="md" variant="light">
            <IconMessageChatbot size={22} />
          </ThemeIcon>
          <Box>
            <Text fw={700} size="sm">
              Week 3: Searching and sorting
            </Text>
            <Text size="xs" c="dimmed">
              CS101 · Introduction to Programming
            </Text>
          </Box>
        </Group>
        <Badge variant="outline" color="gray">
          Example
        </Badge>
      </Group>

      <Stack gap="lg" p="lg" bg="var(--mantine-color-default-hover)">
        <ChatBubble from="assistant" time="10:02 AM">
          <Text size="sm">Hello! I'm your AI assistant. How can I help you today?</Text>
        </ChatBubble>
        <ChatBubble from="student" time="10:03 AM">
          <Text size="sm">Why does binary search only need about log n steps?</Text>
        </ChatBubble>
        <ChatBubble from="assistant" time="10:03 AM">
          <Text size="sm">
            Each comparison with the middle element discards half of the part of the list that can
            still hold the target. After k comparisons at most n / 2<sup>k</sup> items remain, so
            the search ends after about log₂ n steps [1]. It only works on a sorted list: the
            comparison is what tells you which half to keep [2].
          </Text>
          <Group gap={6} mt="sm">
            {SOURCES.map((source, index) => (
              <Badge
                key={source}
                variant="light"
                radius="sm"
                leftSection={<IconFileText size={12} />}
                tt="none"
                fw={500}
              >
                [{index + 1}] {source}
              </Badge>
            ))}
          </Group>
          <Group gap={2} mt="xs" aria-hidden>
            {[IconCopy, IconThumbUp, IconThumbDown].map((Icon, index) => (
              <ActionIcon key={index} variant="subtle" color="gray" size="sm" tabIndex={-1}>
                <Icon size={14} />
              </ActionIcon>
            ))}
          </Group>
        </ChatBubble>
      </Stack>

      <Group
        px="lg"
        py="md"
        gap="sm"
        wrap="nowrap"
        aria-hidden
        style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
      >
        <Box
          px="md"
          py={8}
          style={{
            flex: 1,
            border: '1px solid var(--mantine-color-default-border)',
            borderRadius: 'var(--mantine-radius-md)',
          }}
        >
          <Text size="sm" c="dimmed">
            Ask a question about this activity…
          </Text>
        </Box>
        <ActionIcon size="lg" variant="filled" tabIndex={-1}>
          <IconSend size={16} />
        </ActionIcon>
      </Group>
    </Paper>
  );
}
