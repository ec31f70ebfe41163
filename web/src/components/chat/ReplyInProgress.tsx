import type { Citation } from '@teachchat/shared';
import { LazySafeMarkdown } from '../markdown/LazySafeMarkdown.tsx';
import type { InFlightReply } from './chat-reducer.ts';
import { CitationChips } from './CitationChips.tsx';
import { MessageBubble } from './MessageBubble.tsx';
import { TypingIndicator } from './TypingIndicator.tsx';

/** The reply being written: its text so far, with the typing dots until it is saved. */
interface ReplyInProgressProps {
  reply: InFlightReply;
  onOpenCitation: (citation: Citation) => void;
}

export function ReplyInProgress({ reply, onOpenCitation }: ReplyInProgressProps) {
  return (
    <MessageBubble
      from="assistant"
      busy
      footer={<CitationChips citations={reply.citations} onOpen={onOpenCitation} />}
    >
      {reply.text && <LazySafeMarkdown>{reply.text}</LazySafeMarkdown>}
      <TypingIndicator />
    </MessageBubble>
  );
}
