import { ActionIcon, Box, Divider, ScrollArea, Stack, Text } from '@mantine/core';
import { IconArrowDown } from '@tabler/icons-react';
import type { Citation, Feedback, MessageView } from '@teachchat/shared';
import { Fragment, type ReactNode, useState } from 'react';
import { useDrawnOnServer } from '../../lib/drawn-on-server.ts';
import type { InFlightReply } from './chat-reducer.ts';
import { ChatMessage } from './ChatMessage.tsx';
import { CitationModal } from './CitationChips.tsx';
import { dayLabel, startsNewDay } from './day-label.ts';
import { ReplyInProgress } from './ReplyInProgress.tsx';
import { useStickToBottom } from './use-stick-to-bottom.ts';

interface MessageListProps {
  messages: MessageView[];
  reply?: InFlightReply | null;
  /** Shown first, above the history (the student chat's greeting). */
  intro?: ReactNode;
  /** Whose conversation a teacher or an admin reads: the student's messages carry the name. */
  studentName?: string;
  onFeedback?: (message: MessageView, feedback: Feedback | null) => void;
  savingFeedbackFor?: string;
  /** Shown under a message: the teacher's correction of a reply. */
  belowMessage?: (message: MessageView) => ReactNode;
  /** The student's own chat: "Ask my teacher" under each reply. */
  onAskTeacher?: (message: MessageView) => void;
}

/**
 * How many of the newest messages a page drawn on the server holds: more than any screen
 * shows at the bottom of the conversation, where the live page opens (the picture starts
 * there too, web/src/global.css). Each message costs the server a few milliseconds to draw
 * (docs/benchmarks.md); the live page draws them all.
 */
const DRAWN_ON_SERVER = 12;

/** A conversation, oldest first, that follows new messages unless the reader scrolled up. */
export function MessageList({
  messages,
  reply,
  intro,
  studentName,
  onFeedback,
  savingFeedbackFor,
  belowMessage,
  onAskTeacher,
}: MessageListProps) {
  const [citation, setCitation] = useState<Citation | null>(null);
  const first = useDrawnOnServer() ? Math.max(0, messages.length - DRAWN_ON_SERVER) : 0;
  const newestOwn = messages.findLast((message) => message.sender === 'user')?.id;
  const { viewportRef, onScrollPositionChange, scrollToBottom, awayFromBottom } = useStickToBottom(
    // Grows with each message, each streamed word and each source shown.
    `${messages.length}:${reply?.replyId}:${reply?.text.length}:${reply?.citations.length}`,
    newestOwn,
  );

  return (
    <Box pos="relative" style={{ flex: 1, minHeight: 0 }}>
      <ScrollArea
        h="100%"
        viewportRef={viewportRef}
        onScrollPositionChange={onScrollPositionChange}
        type="auto"
        offsetScrollbars="y"
      >
        <Stack gap="md" p={{ base: 'xs', sm: 'md' }} role="log" aria-label="Conversation">
          {first === 0 && intro}
          {messages.slice(first).map((message, index) => (
            <Fragment key={message.id}>
              {startsNewDay(messages[first + index - 1]?.createdAt, message.createdAt) && (
                <Divider
                  label={
                    <Text size="xs" c="dimmed">
                      {dayLabel(message.createdAt)}
                    </Text>
                  }
                  labelPosition="center"
                />
              )}
              <ChatMessage
                message={message}
                studentName={studentName}
                onFeedback={onFeedback}
                savingFeedback={savingFeedbackFor === message.id}
                onAskTeacher={onAskTeacher}
                onOpenCitation={setCitation}
              />
              {belowMessage?.(message)}
            </Fragment>
          ))}
          {reply && <ReplyInProgress reply={reply} onOpenCitation={setCitation} />}
        </Stack>
      </ScrollArea>
      {awayFromBottom && (
        <ActionIcon
          pos="absolute"
          bottom={12}
          left="50%"
          style={{ transform: 'translateX(-50%)' }}
          radius="xl"
          size="lg"
          variant="default"
          aria-label="Scroll to latest message"
          onClick={() => scrollToBottom()}
        >
          <IconArrowDown size={18} />
        </ActionIcon>
      )}
      <CitationModal citation={citation} onClose={() => setCitation(null)} />
    </Box>
  );
}
