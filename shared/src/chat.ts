import { z } from 'zod';
import type {
  Citation,
  ConversationStatus,
  Feedback,
  MessageSender,
  MessageStatus,
  TeacherQuestionStatus,
} from './activities.ts';
import type { CorrectionView } from './teacher-notes.ts';
import { isStorableText } from './text.ts';
import { says } from './validation.ts';

export const CHAT = {
  maxMessageChars: 4000,
  greeting: "Hello! I'm your AI assistant. How can I help you today?",
  /** Shown under noInstructions when the teacher wrote none for students. */
  defaultInstructions:
    'Attempt the activity by asking questions and following the guidance provided.',
  noInstructions: "Your teacher hasn't added instructions for this activity.",
} as const;

export const chatSendInput = z.object({
  activityId: z.uuid(says('unknownActivity')),
  content: z
    .string()
    .trim()
    .min(1, says('typeMessage'))
    .max(CHAT.maxMessageChars, says('messageTooLong', undefined, { max: CHAT.maxMessageChars }))
    .refine(isStorableText, says('messageNotAllowed')),
  /**
   * Made by the client for each message it sends, and sent again with a retry: the server
   * keeps one copy and answers the repeat with the saved message. The web app always sends
   * it; scripts may leave it out (then every send is a new message).
   */
  clientMessageId: z.uuid(says('messageId')).optional(),
});

/** "Preview as a student": a teacher asks as a student would; nothing is saved. */
export const PREVIEW = {
  /** Earlier questions and answers of the preview sent back as context (a student's reply
   * reads the last 12 messages: six turns). */
  maxTurns: 6,
  maxAnswerChars: 20_000,
} as const;

export const previewInput = z.object({
  activityId: z.uuid(says('unknownActivity')),
  question: chatSendInput.shape.content,
  history: z
    .array(
      z.object({
        question: chatSendInput.shape.content,
        answer: z
          .string()
          .max(PREVIEW.maxAnswerChars)
          .refine(isStorableText, says('answerNotAllowed')),
      }),
    )
    .max(PREVIEW.maxTurns)
    .default([]),
});
export type PreviewInput = z.input<typeof previewInput>;

export const feedbackInput = z.object({
  messageId: z.uuid(says('unknownMessage')),
  feedback: z.enum(['like', 'dislike']).nullable(),
});

/** A saved chat message as every screen shows it. */
export interface MessageView {
  id: string;
  sender: MessageSender;
  content: string;
  citations: Citation[];
  feedback: Feedback | null;
  /** 'error': the reply broke off; `content` is what arrived, `error` says why. */
  status: MessageStatus;
  error: string | null;
  /** The reply came from the offline responder (quoting the material). */
  offline: boolean;
  /** Quotes in a model's reply not found word for word in the passages it cites. */
  unverifiedQuotes: string[];
  /** The reply would have given away a protected answer: `content` is a hint instead. */
  withheld: boolean;
  /** A reply the student asked their teacher about: 'open' until the teacher answers. */
  askedTeacher: TeacherQuestionStatus | null;
  /** Who wrote a teacher's message (null for other senders, or once the account is gone). */
  authorName: string | null;
  /** A teacher's answer: the id of the reply the student asked about (null for others). */
  inReplyTo: string | null;
  createdAt: Date;
}

/** A student's question as it is shown the moment it is sent: nothing on it yet. */
export function questionView(
  question: Pick<MessageView, 'id' | 'content' | 'createdAt'>,
): MessageView {
  return {
    sender: 'user',
    citations: [],
    feedback: null,
    status: 'complete',
    error: null,
    offline: false,
    unverifiedQuotes: [],
    withheld: false,
    askedTeacher: null,
    authorName: null,
    inReplyTo: null,
    ...question,
  };
}

/**
 * What a conversation's live subscription carries. Every event is idempotent: clients key
 * messages by id and place deltas by offset, so a resumed stream never doubles text.
 */
export type ChatEvent =
  /** A saved message: a student's, a finished reply (its id is the replyId), or an update. */
  | { type: 'message'; message: MessageView }
  /** A reply has started: show the typing indicator. */
  | { type: 'typing'; replyId: string; offline: boolean }
  /** Reply text; `offset` is where `text` starts in the whole reply. */
  | { type: 'delta'; replyId: string; offset: number; text: string }
  /** The whole reply so far, sent to a client that (re)connects mid-reply. */
  | {
      type: 'snapshot';
      replyId: string;
      text: string;
      citations: Citation[] | null;
      offline: boolean;
    }
  | { type: 'sources'; replyId: string; citations: Citation[] }
  /** The reply failed; a 'message' with status 'error' follows with what arrived. */
  | { type: 'reply-error'; replyId: string; message: string }
  | { type: 'status'; status: ConversationStatus; submittedAt: Date | null }
  /** The teacher wrote, changed (`correction`) or removed (null) a reply's correction at `at`. */
  | { type: 'correction'; messageId: string; correction: CorrectionView | null; at: Date };
