import type { ChatEvent, MessageView } from '@teachchat/shared';
import { expect } from 'vitest';
import { httpStatusOf, type wsClient } from './clients.ts';

/** The error a live subscription ended with, as a client would show it. */
export type Ended = { message: string; status: number | undefined };

export function endedWith(error: unknown): Ended {
  return { message: (error as Error).message, status: httpStatusOf(error) };
}

/** What a chat client would show, built from events the way the web app builds it. */
export class ChatView {
  readonly events: ChatEvent[] = [];
  readonly messages = new Map<string, MessageView>();
  replies = new Map<string, string>();
  lastEventId: string | undefined;
  ended: Ended | undefined;

  apply(event: ChatEvent, id?: string) {
    this.events.push(event);
    if (id) this.lastEventId = id;
    if (event.type === 'message') this.messages.set(event.message.id, event.message);
    if (event.type === 'snapshot') {
      if (event.text.length > (this.replies.get(event.replyId) ?? '').length)
        this.replies.set(event.replyId, event.text);
    }
    if (event.type === 'delta') {
      const text = this.replies.get(event.replyId) ?? '';
      if (event.offset <= text.length) {
        this.replies.set(event.replyId, text + event.text.slice(text.length - event.offset));
      }
    }
  }

  typeOf(replyId: string) {
    return this.events.filter((e) => 'replyId' in e && e.replyId === replyId).map((e) => e.type);
  }
}

/**
 * Checks the text a view streamed for a reply against the saved reply that ends it (and
 * brings its last batch): some of it streamed, and it is the saved reply's start, nothing
 * doubled or out of place. Returns it.
 */
export function expectStreamedStart(view: ChatView, replyId: string, saved: string): string {
  const streamed = view.replies.get(replyId) ?? '';
  expect(streamed, 'text streamed before the saved reply').not.toBe('');
  expect(saved.slice(0, streamed.length), "the saved reply's start").toBe(streamed);
  return streamed;
}

/** Subscribes to an activity's chat on a websocket client and feeds a ChatView. */
export function watchChat(
  ws: ReturnType<typeof wsClient>,
  input: { activityId: string; since?: Date; lastEventId?: string },
  view = new ChatView(),
) {
  const sub = ws.trpc.student.chat.onEvents.subscribe(input, {
    onData: (e) => view.apply(e.data, e.id),
    onError: (error) => (view.ended = endedWith(error)),
  });
  return { view, stop: () => sub.unsubscribe() };
}

export async function replyDone(
  view: ChatView,
  replyId: string,
  timeout = 15_000,
): Promise<MessageView> {
  await expect.poll(() => view.messages.get(replyId), { timeout }).toBeDefined();
  return view.messages.get(replyId) as MessageView;
}
