import type {
  ChatEvent,
  Citation,
  ConversationStatus,
  CorrectionView,
  MessageView,
} from '@teachchat/shared';
import { applyCorrection, type Corrections, mergeCorrections } from './corrections.ts';

/** A reply the assistant is still writing: not saved yet, so it lives outside `messages`. */
export interface InFlightReply {
  replyId: string;
  text: string;
  citations: Citation[];
  offline: boolean;
}

export interface ChatState {
  /** Saved messages, unique by id, oldest first. */
  messages: MessageView[];
  reply: InFlightReply | null;
  status: ConversationStatus;
  submittedAt: Date | null;
  /** The teacher's corrections of replies. */
  corrections: Corrections;
}

/** What `student.chat.history` answers: the saved conversation and a reply in progress. */
export interface ChatHistory {
  /** Typed loosely as the server's column type; anything but 'completed' is in progress. */
  status: ConversationStatus | (string & {});
  submittedAt: Date | null;
  messages: MessageView[];
  replying: {
    replyId: string;
    text: string;
    citations: Citation[] | null;
    offline: boolean;
  } | null;
  corrections?: CorrectionView[];
  /** When it was read: a reply it shows no correction for had none then. */
  asOf?: Date;
}

export type ChatAction =
  | ChatEvent
  /** A (re)loaded history merged in; the same rules as events, so order does not matter. */
  | { type: 'history'; history: ChatHistory }
  /** `send` answered: the saved user message, and the reply that will follow it. */
  | { type: 'sent'; message: MessageView; replyId: string; offline: boolean };

export function initialChatState(history: ChatHistory): ChatState {
  return chatReducer(
    { messages: [], reply: null, status: 'in_progress', submittedAt: null, corrections: {} },
    { type: 'history', history },
  );
}

// Every event may arrive twice (two tabs, a resumed stream, history fetched while events
// flow), so each rule below is idempotent and a finished reply is never reopened.
export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'message':
      return upsertMessage(state, action.message);
    case 'typing':
      return startReply(state, action.replyId, action.offline);
    case 'delta':
      return appendDelta(state, action.replyId, action.offset, action.text);
    case 'snapshot':
      return applySnapshot(state, action);
    case 'sources':
      return withReply(state, action.replyId, (reply) => ({
        ...reply,
        citations: action.citations,
      }));
    case 'reply-error':
      // The failed reply is saved with an error status and arrives as a 'message'.
      return state;
    case 'status':
      return { ...state, status: action.status, submittedAt: action.submittedAt };
    case 'sent':
      return startReply(upsertMessage(state, action.message), action.replyId, action.offline);
    case 'history':
      return mergeHistory(state, action.history);
    case 'correction': {
      const corrections = applyCorrection(
        state.corrections,
        action.messageId,
        action.correction,
        action.at,
      );
      return corrections === state.corrections ? state : { ...state, corrections };
    }
  }
}

function isSaved(state: ChatState, id: string): boolean {
  return state.messages.some((message) => message.id === id);
}

function upsertMessage(state: ChatState, message: MessageView): ChatState {
  const others = state.messages.filter((m) => m.id !== message.id);
  const at = message.createdAt.getTime();
  // After the last message not newer than this one: equal times keep their arrival order.
  let index = others.length;
  while (index > 0 && (others[index - 1]?.createdAt.getTime() ?? 0) > at) index--;
  const messages = [...others.slice(0, index), message, ...others.slice(index)];
  const reply = state.reply?.replyId === message.id ? null : state.reply;
  return { ...state, messages, reply };
}

function startReply(state: ChatState, replyId: string, offline: boolean): ChatState {
  if (isSaved(state, replyId)) return state;
  if (state.reply?.replyId === replyId) {
    return state.reply.offline === offline
      ? state
      : { ...state, reply: { ...state.reply, offline } };
  }
  return { ...state, reply: { replyId, text: '', citations: [], offline } };
}

/** Applies `update` to the in-flight reply `replyId`, starting it if this is its first news. */
function withReply(
  state: ChatState,
  replyId: string,
  update: (reply: InFlightReply) => InFlightReply,
): ChatState {
  if (isSaved(state, replyId)) return state;
  const current =
    state.reply?.replyId === replyId
      ? state.reply
      : { replyId, text: '', citations: [], offline: false };
  const next = update(current);
  return next === state.reply ? state : { ...state, reply: next };
}

function appendDelta(state: ChatState, replyId: string, offset: number, text: string): ChatState {
  return withReply(state, replyId, (reply) => {
    const length = reply.text.length;
    // A gap: something was missed; the snapshot sent on resume fills it.
    if (offset > length) return reply;
    const fresh = text.slice(length - offset);
    return fresh ? { ...reply, text: reply.text + fresh } : reply;
  });
}

function applySnapshot(
  state: ChatState,
  snapshot: { replyId: string; text: string; citations: Citation[] | null; offline: boolean },
): ChatState {
  return withReply(state, snapshot.replyId, (reply) => {
    const longer = snapshot.text.length > reply.text.length;
    const citations = snapshot.citations ?? reply.citations;
    if (!longer && citations === reply.citations && snapshot.offline === reply.offline) {
      return reply;
    }
    return {
      ...reply,
      text: longer ? snapshot.text : reply.text,
      citations,
      offline: snapshot.offline,
    };
  });
}

function mergeHistory(state: ChatState, history: ChatHistory): ChatState {
  let next = state;
  for (const message of history.messages) next = upsertMessage(next, message);
  if (history.replying) next = applySnapshot(next, history.replying);
  const corrections = mergeCorrections(next.corrections, history.corrections ?? [], history.asOf);
  if (corrections !== next.corrections) next = { ...next, corrections };
  // Submitting is final: an older history never reopens a completed conversation.
  if (next.status !== 'completed' && history.status === 'completed') {
    next = { ...next, status: 'completed', submittedAt: history.submittedAt };
  }
  return next;
}
