import { Box, Button, Divider, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { IconArrowDown } from '@tabler/icons-react';
import type { Citation, Feedback, MessageView } from '@teachchat/shared';
import { type ReactNode, useMemo, useState } from 'react';
import { useDrawnOnServer } from '../../lib/drawn-on-server.ts';
import type { InFlightReply } from './chat-reducer.ts';
import { ChatMessage } from './ChatMessage.tsx';
import { CitationModal } from './CitationChips.tsx';
import { dayLabel, startsNewDay } from './day-label.ts';
import { answerLinks, messageAnchor } from './message-anchor.ts';
import { ReplyInProgress } from './ReplyInProgress.tsx';
import { useStickToBottom } from './use-stick-to-bottom.ts';
import { useT } from '../../i18n/use-t.ts';

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
  const t = useT();
  const { byId, answerOf } = useMemo(() => answerLinks(messages), [messages]);
  const first = useDrawnOnServer() ? Math.max(0, messages.length - DRAWN_ON_SERVER) : 0;
  // What the reader waits for: their own message sent, and their teacher's answer.
  const newestAwaited = messages.findLast((m) => m.sender === 'user' || m.sender === 'teacher')?.id;
  const { viewportRef, onScrollPositionChange, scrollToBottom, awayFromBottom } = useStickToBottom(
    // Grows with each message, each streamed word and each source shown.
    `${messages.length}:${reply?.replyId}:${reply?.text.length}:${reply?.citations.length}`,
    newestAwaited,
  );

  return (
    <Box style={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
      <ScrollArea
        style={{ flex: 1, minHeight: 0 }}
        viewportRef={viewportRef}
        onScrollPositionChange={onScrollPositionChange}
        type="auto"
        offsetScrollbars="y"
      >
        <Stack
          gap="md"
          p={{ base: 'xs', sm: 'md' }}
          role="log"
          aria-label={t('app.chat.conversation')}
        >
          {first === 0 && intro}
          {messages.slice(first).map((message, index) => (
            // A target for links between messages (a teacher's answer and its reply).
            <Stack key={message.id} gap="md" id={messageAnchor(message.id)} tabIndex={-1}>
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
                repliedTo={message.inReplyTo ? byId.get(message.inReplyTo) : undefined}
                answerId={answerOf.get(message.id)}
              />
              {belowMessage?.(message)}
            </Stack>
          ))}
          {reply && <ReplyInProgress reply={reply} onOpenCitation={setCitation} />}
        </Stack>
      </ScrollArea>
      {/* Under the conversation, not over it: floating, it covered the text being read. */}
      {awayFromBottom && (
        <Group justify="center" pt={4}>
          <Button
            radius="xl"
            size="compact-sm"
            variant="default"
            leftSection={<IconArrowDown size={14} />}
            aria-label={t('app.chat.scrollLatest')}
            onClick={() => scrollToBottom()}
          >
            {t('app.chat.latest')}
          </Button>
        </Group>
      )}
      <CitationModal citation={citation} onClose={() => setCitation(null)} />
    </Box>
  );
}
