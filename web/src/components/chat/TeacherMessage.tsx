import { Group, Text, UnstyledButton } from '@mantine/core';
import { IconCornerLeftUp, IconSchool } from '@tabler/icons-react';
import type { MessageView } from '@teachchat/shared';
import { goToMessage, replyExcerpt } from './message-anchor.ts';
import { MessageBubble } from './MessageBubble.tsx';
import { formatMessageTime } from './message-format.ts';
import { useT } from '../../i18n/use-t.ts';

interface TeacherMessageProps {
  message: MessageView;
  /** The reply the student asked about, when it is in this conversation. */
  repliedTo?: MessageView;
}

/**
 * A teacher's answer to a question the student asked them (docs/product.md#ask-my-teacher):
 * the teacher's own words, set apart from the assistant's and headed with their name, under
 * a quote of the reply it answers, which leads back to that reply.
 */
export function TeacherMessage({ message, repliedTo }: TeacherMessageProps) {
  const t = useT();
  return (
    <MessageBubble
      from="teacher"
      authorName={message.authorName}
      time={formatMessageTime(message.createdAt)}
    >
      <Group gap={6} mb={4} wrap="nowrap" aria-hidden>
        <IconSchool size={14} style={{ flexShrink: 0 }} />
        <Text size="xs" fw={700} truncate>
          {t('app.chat.teacherLine', { name: message.authorName ?? t('app.chat.yourTeacher') })}
        </Text>
      </Group>
      {repliedTo && (
        <UnstyledButton
          onClick={() => goToMessage(repliedTo.id)}
          display="block"
          mb="xs"
          pl="xs"
          py={2}
          w="100%"
          style={{ borderLeft: '3px solid var(--mantine-color-orange-outline)' }}
        >
          {/* Spans: a button holds phrasing content only. */}
          <Group component="span" gap={4} wrap="nowrap">
            <IconCornerLeftUp size={12} aria-hidden style={{ flexShrink: 0 }} />
            <Text component="span" size="xs" fw={600}>
              {t('app.chat.answeringReply')}
            </Text>
          </Group>
          <Text
            component="span"
            size="xs"
            c="dimmed"
            lineClamp={2}
            style={{ overflowWrap: 'anywhere' }}
          >
            {replyExcerpt(repliedTo.content)}
          </Text>
        </UnstyledButton>
      )}
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {message.content}
      </Text>
    </MessageBubble>
  );
}
