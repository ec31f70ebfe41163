import type { MessageView } from '@teachchat/shared';
import type { IMessage } from '../db/entities/message.ts';

export function toMessageView(m: IMessage): MessageView {
  return {
    id: m.id,
    sender: m.sender,
    content: m.content,
    citations: m.citations,
    feedback: m.feedback ?? null,
    status: m.status,
    error: m.error ?? null,
    offline: m.offline,
    unverifiedQuotes: m.unverifiedQuotes,
    withheld: m.withheld,
    askedTeacher: m.askedTeacher ?? null,
    authorName: m.authorName ?? null,
    inReplyTo: m.inReplyTo ?? null,
    createdAt: m.createdAt,
  };
}
