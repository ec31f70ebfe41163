import type { MessageView } from '@teachchat/shared';
import { describe, expect, it } from 'vitest';
import { type ChatState, chatReducer, initialChatState } from './chat-reducer.ts';

const citation = { index: 1, fileId: 'f1', fileName: 'notes.pdf', page: 3, text: 'A quote.' };

function message(id: string, at: number, overrides: Partial<MessageView> = {}): MessageView {
  return {
    id,
    sender: 'user',
    content: `content ${id}`,
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
    createdAt: new Date(at),
    ...overrides,
  };
}

const empty = initialChatState({
  status: 'in_progress',
  submittedAt: null,
  messages: [],
  replying: null,
});

function replying(text: string): ChatState {
  return chatReducer(
    { ...empty, reply: { replyId: 'r1', text: '', citations: [], offline: false } },
    { type: 'delta', replyId: 'r1', offset: 0, text },
  );
}

describe('chatReducer', () => {
  it('seeds from history, sorting messages and keeping a reply in progress', () => {
    const state = initialChatState({
      status: 'in_progress',
      submittedAt: null,
      messages: [message('b', 2000), message('a', 1000)],
      replying: { replyId: 'r1', text: 'Half', citations: [citation], offline: true },
    });
    expect(state.messages.map((m) => m.id)).toEqual(['a', 'b']);
    expect(state.reply).toEqual({
      replyId: 'r1',
      text: 'Half',
      citations: [citation],
      offline: true,
    });
  });

  it('appends only the new part of a delta that overlaps what is there', () => {
    let state = replying('Hello');
    state = chatReducer(state, { type: 'delta', replyId: 'r1', offset: 5, text: ' wor' });
    state = chatReducer(state, { type: 'delta', replyId: 'r1', offset: 3, text: 'lo world' });
    expect(state.reply?.text).toBe('Hello world');
  });

  it('ignores a repeated delta and a delta beyond the end', () => {
    const state = replying('Hello');
    expect(chatReducer(state, { type: 'delta', replyId: 'r1', offset: 0, text: 'Hello' })).toBe(
      state,
    );
    expect(chatReducer(state, { type: 'delta', replyId: 'r1', offset: 9, text: 'xyz' })).toBe(
      state,
    );
  });

  it('takes a snapshot only when it is longer', () => {
    const state = replying('Hello');
    const shorter = chatReducer(state, {
      type: 'snapshot',
      replyId: 'r1',
      text: 'Hel',
      citations: null,
      offline: false,
    });
    expect(shorter.reply?.text).toBe('Hello');
    const longer = chatReducer(state, {
      type: 'snapshot',
      replyId: 'r1',
      text: 'Hello world',
      citations: [citation],
      offline: false,
    });
    expect(longer.reply).toMatchObject({ text: 'Hello world', citations: [citation] });
  });

  it('starts a reply on typing, and sets its sources', () => {
    let state = chatReducer(empty, { type: 'typing', replyId: 'r1', offline: true });
    expect(state.reply).toEqual({ replyId: 'r1', text: '', citations: [], offline: true });
    state = chatReducer(state, { type: 'sources', replyId: 'r1', citations: [citation] });
    expect(state.reply?.citations).toEqual([citation]);
  });

  it('keeps one copy of a message that arrives twice, with its latest content', () => {
    let state = chatReducer(empty, { type: 'message', message: message('a', 1000) });
    state = chatReducer(state, { type: 'message', message: message('b', 2000) });
    state = chatReducer(state, {
      type: 'message',
      message: message('a', 1000, { feedback: 'like' }),
    });
    expect(state.messages.map((m) => m.id)).toEqual(['a', 'b']);
    expect(state.messages[0]?.feedback).toBe('like');
  });

  it('replaces the in-flight reply with its saved message and never reopens it', () => {
    let state = replying('Hello');
    const saved = message('r1', 3000, { sender: 'assistant', content: 'Hello world' });
    state = chatReducer(state, { type: 'message', message: saved });
    expect(state.reply).toBeNull();
    expect(state.messages).toEqual([saved]);
    for (const late of [
      { type: 'delta', replyId: 'r1', offset: 11, text: '!' },
      { type: 'typing', replyId: 'r1', offline: false },
      { type: 'snapshot', replyId: 'r1', text: 'Hello world!', citations: null, offline: false },
    ] as const) {
      expect(chatReducer(state, late)).toBe(state);
    }
  });

  it('after send shows the user message and waits for the reply, unless it already came', () => {
    const user = message('u1', 1000);
    const state = chatReducer(empty, {
      type: 'sent',
      message: user,
      replyId: 'r1',
      offline: false,
    });
    expect(state.messages).toEqual([user]);
    expect(state.reply).toEqual({ replyId: 'r1', text: '', citations: [], offline: false });

    const answered = chatReducer(empty, {
      type: 'message',
      message: message('r1', 1500, { sender: 'assistant' }),
    });
    const late = chatReducer(answered, {
      type: 'sent',
      message: user,
      replyId: 'r1',
      offline: false,
    });
    expect(late.reply).toBeNull();
    expect(late.messages.map((m) => m.id)).toEqual(['u1', 'r1']);
  });

  it('keeps a failed reply as a message with its error, and the error event alone changes nothing', () => {
    const state = replying('Partial');
    expect(chatReducer(state, { type: 'reply-error', replyId: 'r1', message: 'Boom' })).toBe(state);
    const failed = message('r1', 2000, {
      sender: 'assistant',
      content: 'Partial',
      status: 'error',
      error: 'Boom',
    });
    const after = chatReducer(state, { type: 'message', message: failed });
    expect(after.reply).toBeNull();
    expect(after.messages[0]).toMatchObject({ status: 'error', error: 'Boom', content: 'Partial' });
  });

  it('follows the conversation status; an older history does not reopen it', () => {
    const submittedAt = new Date(5000);
    const done = chatReducer(empty, { type: 'status', status: 'completed', submittedAt });
    expect(done).toMatchObject({ status: 'completed', submittedAt });
    const merged = chatReducer(done, {
      type: 'history',
      history: { status: 'in_progress', submittedAt: null, messages: [], replying: null },
    });
    expect(merged.status).toBe('completed');
  });

  it("marks a reply asked in place, and places the teacher's answer by its time", () => {
    let state = initialChatState({
      status: 'completed',
      submittedAt: new Date(2500),
      messages: [message('q', 1000), message('r', 2000, { sender: 'assistant' })],
      replying: null,
    });
    state = chatReducer(state, {
      type: 'message',
      message: message('r', 2000, { sender: 'assistant', askedTeacher: 'answered' }),
    });
    state = chatReducer(state, {
      type: 'message',
      message: message('t', 9000, { sender: 'teacher', authorName: 'Maria Okafor' }),
    });
    expect(state.messages.map((m) => [m.id, m.askedTeacher, m.authorName])).toEqual([
      ['q', null, null],
      ['r', 'answered', null],
      ['t', null, 'Maria Okafor'],
    ]);
    expect(state.status).toBe('completed');
  });

  it('merges a history that overlaps live events without doubling', () => {
    let state = chatReducer(empty, { type: 'message', message: message('b', 2000) });
    state = chatReducer(state, { type: 'typing', replyId: 'r2', offline: false });
    state = chatReducer(state, {
      type: 'history',
      history: {
        status: 'in_progress',
        submittedAt: null,
        messages: [message('a', 1000), message('b', 2000)],
        replying: null,
      },
    });
    expect(state.messages.map((m) => m.id)).toEqual(['a', 'b']);
    expect(state.reply?.replyId).toBe('r2');
  });
});
