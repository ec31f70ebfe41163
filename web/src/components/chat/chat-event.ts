import type { ChatEvent, MessageView } from '@teachchat/shared';

function asDate(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}

function normaliseMessage(message: MessageView): MessageView {
  if (message.createdAt instanceof Date && Array.isArray(message.citations)) return message;
  return {
    ...message,
    createdAt: asDate(message.createdAt),
    citations: Array.isArray(message.citations) ? message.citations : [],
  };
}

/**
 * Live events pass through the server's event bus as JSON, where dates become strings even
 * though the type says Date (and a new message's citations may still be the column's raw
 * text): repair them, so sorting, formatting and the sources list can rely on the types.
 */
export function normaliseChatEvent(event: ChatEvent): ChatEvent {
  switch (event.type) {
    case 'message':
      return { ...event, message: normaliseMessage(event.message) };
    case 'status':
      return event.submittedAt === null || event.submittedAt instanceof Date
        ? event
        : { ...event, submittedAt: asDate(event.submittedAt) };
    default:
      return event;
  }
}
