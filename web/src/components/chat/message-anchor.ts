import type { MessageView } from '@teachchat/shared';

/** The element id of a message in the conversation, for going to it from another one. */
export const messageAnchor = (messageId: string) => `message-${messageId}`;

/**
 * Brings a message of the conversation into view and moves the keyboard to it (its element
 * takes focus without a tab stop), as following a link to it would.
 */
export function goToMessage(messageId: string): void {
  const target = document.getElementById(messageAnchor(messageId));
  if (!target) return;
  target.focus({ preventScroll: true });
  // Optional: jsdom lays nothing out and has no scrollIntoView.
  target.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
}

/**
 * The start of a reply as a line of plain text for a quote: Markdown's marks and citation
 * numbers dropped, spaces folded, cut at a word near `max` characters.
 */
export function replyExcerpt(content: string, max = 140): string {
  const plain = content
    .replace(/\s*\[(\d+)\]/g, '')
    .replace(/[*_`#>~]+/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * The conversation's messages by id, and for each reply the student asked about, its
 * teacher's latest answer: the links between the two.
 */
export function answerLinks(messages: readonly MessageView[]) {
  const byId = new Map<string, MessageView>();
  const answerOf = new Map<string, string>();
  for (const message of messages) {
    byId.set(message.id, message);
    if (message.inReplyTo) answerOf.set(message.inReplyTo, message.id);
  }
  return { byId, answerOf };
}
