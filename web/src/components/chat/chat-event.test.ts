import type { ChatEvent, MessageView } from '@teachchat/shared';
import { describe, expect, it } from 'vitest';
import { normaliseChatEvent } from './chat-event.ts';

const message: MessageView = {
  id: 'm1',
  sender: 'user',
  content: 'Hi',
  citations: [],
  feedback: null,
  status: 'complete',
  error: null,
  offline: false,
  createdAt: new Date('2026-03-01T10:00:00Z'),
};

// What a JSON round trip makes of the event: the same shape, with the date as a string.
function overJson(event: ChatEvent): ChatEvent {
  return JSON.parse(JSON.stringify(event)) as ChatEvent;
}

describe('normaliseChatEvent', () => {
  it('turns the dates of messages and status back into Dates', () => {
    const event = normaliseChatEvent(overJson({ type: 'message', message }));
    expect(event).toEqual({ type: 'message', message });
    const submittedAt = new Date('2026-03-02T09:30:00Z');
    const status = normaliseChatEvent(
      overJson({ type: 'status', status: 'completed', submittedAt }),
    );
    expect(status).toEqual({ type: 'status', status: 'completed', submittedAt });
  });

  it('gives a message whose citations are not a list an empty list', () => {
    const raw = { ...message, citations: '[]' } as unknown as MessageView;
    const event = normaliseChatEvent({ type: 'message', message: raw });
    expect(event).toEqual({ type: 'message', message });
  });

  it('leaves events that already carry Dates, or none, as they are', () => {
    const event: ChatEvent = { type: 'message', message };
    expect(normaliseChatEvent(event).type).toBe('message');
    const delta: ChatEvent = { type: 'delta', replyId: 'r', offset: 0, text: 'a' };
    expect(normaliseChatEvent(delta)).toBe(delta);
  });
});
