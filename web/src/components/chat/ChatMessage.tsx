import { Alert, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconLock, IconQuoteOff } from '@tabler/icons-react';
import type { Citation, Feedback, MessageView } from '@teachchat/shared';
import { memo } from 'react';
import { LazySafeMarkdown } from '../markdown/LazySafeMarkdown.tsx';
import { AskTeacherAction } from './AskTeacherAction.tsx';
import { CitationChips } from './CitationChips.tsx';
import { MessageActions } from './MessageActions.tsx';
import { MessageBubble } from './MessageBubble.tsx';
import { TeacherMessage } from './TeacherMessage.tsx';
import { goToMessage } from './message-anchor.ts';
import { formatMessageTime } from './message-format.ts';
import { useT } from '../../i18n/use-t.ts';

interface ChatMessageProps {
  message: MessageView;
  /** Who wrote the student's messages, when someone else (a teacher) reads them. */
  studentName?: string;
  onFeedback?: (message: MessageView, feedback: Feedback | null) => void;
  savingFeedback?: boolean;
  /** The student's own chat: "Ask my teacher" under each reply. */
  onAskTeacher?: (message: MessageView) => void;
  onOpenCitation: (citation: Citation) => void;
  /** A teacher's answer: the reply it answers. */
  repliedTo?: MessageView;
  /** A reply: the id of the teacher's latest answer about it, in this conversation. */
  answerId?: string;
}

/**
 * A saved message: the student's and the teacher's as plain text, the assistant's as
 * Markdown with sources.
 */
export const ChatMessage = memo(function ChatMessage({
  message,
  studentName,
  onFeedback,
  savingFeedback,
  onAskTeacher,
  onOpenCitation,
  repliedTo,
  answerId,
}: ChatMessageProps) {
  const time = formatMessageTime(message.createdAt);
  const t = useT();
  if (message.sender === 'teacher')
    return <TeacherMessage message={message} repliedTo={repliedTo} />;
  if (message.sender === 'user') {
    return (
      <MessageBubble from="user" studentName={studentName} time={time}>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.content}
        </Text>
      </MessageBubble>
    );
  }
  const failed = message.status === 'error';
  return (
    <MessageBubble
      from="assistant"
      time={time}
      failed={failed}
      footer={<CitationChips citations={message.citations} onOpen={onOpenCitation} />}
      actions={
        <Group gap="xs">
          <MessageActions
            content={message.content}
            feedback={message.feedback}
            onFeedback={onFeedback && ((feedback) => onFeedback(message, feedback))}
            saving={savingFeedback}
          />
          <AskTeacherAction
            status={message.askedTeacher}
            onAsk={onAskTeacher && (() => onAskTeacher(message))}
            onShowAnswer={answerId ? () => goToMessage(answerId) : undefined}
          />
        </Group>
      }
    >
      {message.content && <LazySafeMarkdown>{message.content}</LazySafeMarkdown>}
      {message.withheld && (
        <Text size="xs" c="grape" mt={4} role="note">
          <IconLock size={12} aria-hidden style={{ verticalAlign: 'middle' }} />{' '}
          {t('app.chat.withheld')}
        </Text>
      )}
      {message.unverifiedQuotes.length > 0 && (
        <Alert
          color="yellow"
          variant="light"
          p="xs"
          mt="xs"
          icon={<IconQuoteOff size={16} />}
          title={t('app.chat.unverifiedTitle')}
        >
          <Text size="xs">
            {t('app.chat.unverifiedText', { count: message.unverifiedQuotes.length })}
          </Text>
          {message.unverifiedQuotes.map((quote) => (
            <Text key={quote} size="xs" fs="italic" style={{ overflowWrap: 'anywhere' }}>
              “{quote}”
            </Text>
          ))}
        </Alert>
      )}
      {failed && (
        <Alert
          color="red"
          variant="light"
          p="xs"
          mt={message.content ? 'xs' : 0}
          icon={<IconAlertTriangle size={16} />}
        >
          <Text size="xs">
            {t('app.chat.interrupted', { reason: message.error ?? t('app.chat.unknownError') })}
          </Text>
        </Alert>
      )}
    </MessageBubble>
  );
});
