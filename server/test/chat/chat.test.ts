import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Activity, type IActivity } from '../../src/db/entities/activity.ts';
import { Message } from '../../src/db/entities/message.ts';
import { Notification } from '../../src/db/entities/notification.ts';
import { OFFLINE_INTRO } from '../../src/rag/answer/offline.ts';
import { createActivity, materialSettled, text } from '../support/activities.ts';
import { ChatView, expectStreamedStart, replyDone, watchChat } from '../support/chat.ts';
import { httpClient, httpStatusOf, wsClient } from '../support/clients.ts';
import { startLlmDouble } from '../support/llm-double.ts';
import { signIn } from '../support/sign-in.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
let llm: Awaited<ReturnType<typeof startLlmDouble>>;
let cs101: IActivity;
let offlineActivity: IActivity;
const cookies = { aisha: '', lucas: '', noah: '' };

beforeAll(async () => {
  llm = await startLlmDouble();
  app = await startTestApp({
    OPENAI_COMPATIBLE_BASE_URL: llm.baseURL,
    LLM_TIMEOUT_MS: '4000',
    CHAT_MESSAGES_PER_MINUTE: '8',
  });
  cs101 = await app.db.orm.em.fork().findOneOrFail(Activity, { course: { courseCode: 'CS101' } });
  await materialSettled(app, cs101.id);
  offlineActivity = await createActivity(app, {
    courseCode: 'CS101',
    title: 'Loops (offline)',
    files: [
      {
        name: 'loops.txt',
        bytes: text(
          'A for loop repeats a block once for each item of a sequence. A while loop repeats while its condition is true.',
        ),
      },
    ],
  });
  await materialSettled(app, offlineActivity.id);
  cookies.aisha = (await signIn(app, 'aisha.patel@example.edu')).cookie;
  cookies.lucas = (await signIn(app, 'lucas.moreau@example.edu')).cookie;
  cookies.noah = (await signIn(app, 'noah.kim@example.edu')).cookie;
});
afterAll(async () => {
  await app.close();
  await llm.close();
});

async function open(cookie: string, activityId: string) {
  const http = httpClient(app, { cookie });
  const ws = wsClient(app, { cookie });
  const history = await http.student.chat.history.query({ activityId });
  const chat = watchChat(ws, { activityId, since: history.asOf });
  await expect.poll(() => chat.view.events.some((e) => e.type === 'status')).toBe(true);
  return { http, ws, chat, history, close: () => (chat.stop(), ws.close()) };
}

describe('sending and streaming', () => {
  it('saves the question, streams typing and deltas, then saves the reply once with its sources', async () => {
    llm.behave({
      kind: 'reply',
      text: 'Binary search halves the part of the list that can hold the target [1].',
      chunkDelayMs: 5,
    });
    const s = await open(cookies.aisha, cs101.id);
    const sent = await s.http.student.chat.send.mutate({
      activityId: cs101.id,
      content: '  Why is binary search fast?  ',
    });
    expect(sent.message).toMatchObject({ sender: 'user', content: 'Why is binary search fast?' });
    const reply = await replyDone(s.chat.view, sent.replyId);
    expect(reply).toMatchObject({ sender: 'assistant', status: 'complete', offline: false });
    expect(reply.content).toBe(
      'Binary search halves the part of the list that can hold the target [1].',
    );
    expect(reply.citations[0]?.fileName).toBe('week3-searching-and-sorting.pdf');
    const order = s.chat.view.typeOf(sent.replyId);
    expect(order[0]).toBe('typing');
    expect(order).toContain('delta');
    // The saved reply takes over from the deltas: the rest of the text and the sources it
    // cites (only those are shown) come with it.
    expectStreamedStart(s.chat.view, sent.replyId, reply.content);
    // Live events keep their types: a Date is a Date, citations an array.
    expect(reply.createdAt).toBeInstanceOf(Date);
    expect(s.chat.view.messages.get(sent.message.id)?.citations).toEqual([]);
    const saved = await app.db.orm.em.fork().find(Message, { id: sent.replyId });
    expect(saved).toHaveLength(1);
    s.close();
  });

  it('shows the same conversation live in a second tab', async () => {
    llm.behave({ kind: 'reply', text: 'Insertion sort shifts larger items right [1].' });
    const tabA = await open(cookies.aisha, cs101.id);
    const tabB = await open(cookies.aisha, cs101.id);
    const sent = await tabA.http.student.chat.send.mutate({
      activityId: cs101.id,
      content: 'What does insertion sort do?',
    });
    await replyDone(tabB.chat.view, sent.replyId);
    expect(tabB.chat.view.messages.get(sent.message.id)?.content).toBe(
      'What does insertion sort do?',
    );
    tabA.close();
    tabB.close();
  });

  it('answers with the offline responder, quoting and citing the material', async () => {
    const s = await open(cookies.aisha, offlineActivity.id);
    const sent = await s.http.student.chat.send.mutate({
      activityId: offlineActivity.id,
      content: 'When does a while loop repeat?',
    });
    const reply = await replyDone(s.chat.view, sent.replyId);
    expect(reply.offline).toBe(true);
    expect(reply.content.startsWith(OFFLINE_INTRO)).toBe(true);
    expect(reply.content).toContain('while its condition is true');
    expect(reply.citations[0]?.fileName).toBe('loops.txt');
    s.close();
  });

  it('resumes a reply after a reconnect with nothing missing or doubled', async () => {
    const full = Array.from({ length: 60 }, (_, i) => `step${i}`).join(' ');
    llm.behave({ kind: 'reply', text: full, chunkDelayMs: 25 });
    const first = await open(cookies.lucas, cs101.id);
    const sent = await first.http.student.chat.send.mutate({
      activityId: cs101.id,
      content: 'Explain merge sort step by step',
    });
    await expect
      .poll(() => (first.chat.view.replies.get(sent.replyId) ?? '').length, { timeout: 10_000 })
      .toBeGreaterThan(20);
    const { lastEventId } = first.chat.view;
    first.close();
    // Some of the reply streams while no one is connected.
    await new Promise((r) => setTimeout(r, 300));
    const ws = wsClient(app, { cookie: cookies.lucas });
    const resumed = new ChatView();
    const before = first.chat.view.replies.get(sent.replyId) ?? '';
    resumed.replies.set(sent.replyId, before);
    const again = watchChat(ws, { activityId: cs101.id, lastEventId }, resumed);
    const reply = await replyDone(resumed, sent.replyId);
    expect(reply.content).toBe(full);
    // What streamed while no one was connected came with the resume, and the rest after it.
    expect(expectStreamedStart(resumed, sent.replyId, full).length).toBeGreaterThan(before.length);
    again.stop();
    ws.close();
  });
});

describe('failures', () => {
  it('keeps the partial reply with an error mark when the provider fails mid-stream, and the next message works', async () => {
    llm.behave({ kind: 'error-during', after: 'Merge sort splits ' });
    const s = await open(cookies.lucas, cs101.id);
    const sent = await s.http.student.chat.send.mutate({
      activityId: cs101.id,
      content: 'What is merge sort?',
    });
    const reply = await replyDone(s.chat.view, sent.replyId);
    expect(reply.status).toBe('error');
    expect(reply.error).toMatch(/AI provider/);
    expect(s.chat.view.typeOf(sent.replyId)).toContain('reply-error');
    llm.behave({ kind: 'reply', text: 'It merges sorted halves [1].' });
    const next = await s.http.student.chat.send.mutate({
      activityId: cs101.id,
      content: 'Try again please',
    });
    expect((await replyDone(s.chat.view, next.replyId)).status).toBe('complete');
    s.close();
  });

  it('allows one reply at a time per student', async () => {
    llm.behave({ kind: 'reply', text: 'slow '.repeat(40), chunkDelayMs: 20 });
    const s = await open(cookies.aisha, cs101.id);
    const first = await s.http.student.chat.send.mutate({
      activityId: cs101.id,
      content: 'First question',
    });
    const second = await s.http.student.chat.send
      .mutate({ activityId: cs101.id, content: 'Second question' })
      .catch((e: unknown) => e);
    expect(httpStatusOf(second)).toBe(429);
    expect((second as Error).message).toBe('Please wait for the current reply to finish.');
    await replyDone(s.chat.view, first.replyId);
    s.close();
  });

  it('refuses blank and over-long messages with a clear message', async () => {
    const http = httpClient(app, { cookie: cookies.aisha });
    const blank = await http.student.chat.send
      .mutate({ activityId: cs101.id, content: '   ' })
      .catch((e: unknown) => e);
    expect((blank as Error).message).toContain('Type a message first.');
    const long = await http.student.chat.send
      .mutate({ activityId: cs101.id, content: 'x'.repeat(4001) })
      .catch((e: unknown) => e);
    expect((long as Error).message).toContain('at most 4000 characters');
  });
});

describe('feedback and submission', () => {
  it('saves like and dislike, which exclude each other and toggle off', async () => {
    const s = await open(cookies.aisha, offlineActivity.id);
    const sent = await s.http.student.chat.send.mutate({
      activityId: offlineActivity.id,
      content: 'What is a for loop?',
    });
    await replyDone(s.chat.view, sent.replyId);
    expect(
      (await s.http.student.chat.feedback.mutate({ messageId: sent.replyId, feedback: 'like' }))
        .feedback,
    ).toBe('like');
    expect(
      (await s.http.student.chat.feedback.mutate({ messageId: sent.replyId, feedback: 'dislike' }))
        .feedback,
    ).toBe('dislike');
    expect(
      (await s.http.student.chat.feedback.mutate({ messageId: sent.replyId, feedback: null }))
        .feedback,
    ).toBeNull();
    const other = await httpClient(app, { cookie: cookies.lucas })
      .student.chat.feedback.mutate({ messageId: sent.replyId, feedback: 'like' })
      .catch((e: unknown) => e);
    expect(httpStatusOf(other)).toBe(404);
    s.close();
  });

  it('submits: the conversation is completed, sending is refused, the teacher is told', async () => {
    const s = await open(cookies.aisha, offlineActivity.id);
    const { submittedAt } = await s.http.student.chat.submit.mutate({
      activityId: offlineActivity.id,
    });
    expect(submittedAt).toBeInstanceOf(Date);
    await expect
      .poll(() => s.chat.view.events.some((e) => e.type === 'status' && e.status === 'completed'))
      .toBe(true);
    const refused = await s.http.student.chat.send
      .mutate({ activityId: offlineActivity.id, content: 'One more?' })
      .catch((e: unknown) => e);
    expect((refused as Error).message).toBe(
      'This activity has been submitted. You can no longer send messages.',
    );
    const history = await s.http.student.chat.history.query({ activityId: offlineActivity.id });
    expect(history.status).toBe('completed');
    const list = await s.http.student.activities.list.query();
    expect(list.find((a) => a.id === offlineActivity.id)?.status).toBe('completed');
    const note = await app.db.orm.em.fork().findOne(Notification, {
      kind: 'submission',
      title: { $like: '%Aisha Patel submitted Loops%' },
    });
    expect(note).not.toBeNull();
    s.close();
  });
});

describe('only your own enrollments and conversations', () => {
  it('hides an activity of a course the student is not enrolled in, for every call', async () => {
    const noah = httpClient(app, { cookie: cookies.noah });
    const input = { activityId: cs101.id };
    expect(
      httpStatusOf(await noah.student.activities.byId.query(input).catch((e: unknown) => e)),
    ).toBe(404);
    expect(
      httpStatusOf(await noah.student.chat.history.query(input).catch((e: unknown) => e)),
    ).toBe(404);
    expect(
      httpStatusOf(
        await noah.student.chat.send.mutate({ ...input, content: 'hi' }).catch((e: unknown) => e),
      ),
    ).toBe(404);
    expect(
      httpStatusOf(await noah.student.chat.submit.mutate(input).catch((e: unknown) => e)),
    ).toBe(404);
    const ws = wsClient(app, { cookie: cookies.noah });
    const error = await new Promise<unknown>((resolve) => {
      ws.trpc.student.chat.onEvents.subscribe(input, {
        onData: () => resolve('data'),
        onError: resolve,
      });
    });
    expect(httpStatusOf(error) ?? (error as { data?: { code?: string } }).data?.code).toBeTruthy();
    expect((error as Error).message).toBe('Activity not found');
    ws.close();
    expect(
      httpStatusOf(
        await noah.student.courses.byCode.query({ courseCode: 'CS101' }).catch((e: unknown) => e),
      ),
    ).toBe(404);
  });

  it('never shows drafts', async () => {
    const em = app.db.orm.em.fork();
    const draft = await createActivity(app, {
      courseCode: 'CS101',
      title: 'Unfinished draft',
      files: [{ name: 'd.txt', bytes: text('Draft material about arrays.') }],
    });
    await em.nativeUpdate(Activity, { id: draft.id }, { status: 'draft' });
    const aisha = httpClient(app, { cookie: cookies.aisha });
    expect((await aisha.student.activities.list.query()).map((a) => a.title)).not.toContain(
      'Unfinished draft',
    );
    expect(
      httpStatusOf(
        await aisha.student.activities.byId
          .query({ activityId: draft.id })
          .catch((e: unknown) => e),
      ),
    ).toBe(404);
  });
});
