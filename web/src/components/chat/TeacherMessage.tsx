import { Group, Text } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import type { MessageView } from '@teachchat/shared';
import { MessageBubble } from './MessageBubble.tsx';
import { formatMessageTime } from './message-format.ts';

/**
 * A teacher's answer to a question the student asked them (docs/product.md#ask-my-teacher):
 * the teacher's own words, set apart from the assistant's and headed with their name.
 */
export function TeacherMessage({ message }: { message: MessageView }) {
  return (
    <MessageBubble
      from="teacher"
      authorName={message.authorName}
      time={formatMessageTime(message.createdAt)}
    >
      <Group gap={6} mb={4} wrap="nowrap" aria-hidden>
        <IconSchool size={14} style={{ flexShrink: 0 }} />
        <Text size="xs" fw={700} truncate>
          {message.authorName ?? 'Your teacher'} · Teacher
        </Text>
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {message.content}
      </Text>
    </MessageBubble>
  );
}
