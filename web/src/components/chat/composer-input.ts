import { CHAT, chatSendInput } from '@teachchat/shared';
import { t } from '../../i18n/t.ts';

// The counter appears once a message gets this close to the limit.
const COUNTER_FROM = CHAT.maxMessageChars - 500;

export interface ComposerCheck {
  /** Text that may be sent (trimmed), or null when there is nothing to send. */
  content: string | null;
  /** Why it cannot be sent, when that is something other than being blank. */
  error: string | null;
  /** "3712 / 4000" near the limit. */
  counter: string | null;
}

/** What the send button and counter show, by the same rules the server applies. */
export function checkComposer(text: string): ComposerCheck {
  const length = text.trim().length;
  const counter = length >= COUNTER_FROM ? `${length} / ${CHAT.maxMessageChars}` : null;
  if (length === 0) return { content: null, error: null, counter };
  const parsed = chatSendInput.shape.content.safeParse(text);
  if (parsed.success) return { content: parsed.data, error: null, counter };
  const error = parsed.error.issues[0]?.message ?? t('app.chat.invalidMessage');
  return { content: null, error, counter };
}

/** Enter sends; Shift+Enter (or Enter while an input method composes text) is a new line. */
export function isSendKey(event: {
  key: string;
  shiftKey: boolean;
  isComposing: boolean;
}): boolean {
  return event.key === 'Enter' && !event.shiftKey && !event.isComposing;
}
