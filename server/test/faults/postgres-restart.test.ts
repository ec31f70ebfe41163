import { TRPCClientError } from '@trpc/client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Activity } from '../../src/db/entities/activity.ts';
import { Course } from '../../src/db/entities/course.ts';
import type { ResponseEvent } from '../../src/events/topics.ts';
import type { AppRouter } from '../../src/index.ts';
import { materialSettled, text } from '../support/activities.ts';
import { ChatView, expectStreamedStart, replyDone, watchChat } from '../support/chat.ts';
import { httpClient, httpStatusOf, wsClient } from '../support/clients.ts';
import { startLlmDouble } from '../support/llm-double.ts';
import { startOwnCluster } from '../support/own-cluster.ts';
import { signIn } from '../support/sign-in.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { uploadActivity } from '../support/upload.ts';

// Two nodes on a PostgreSQL of this file's own, which the tests stop and start again while
// both keep running: the shared test cluster serves other files and must stay up.
let cluster: Awaited<ReturnType<typeof startOwnCluster>>;
let llm: Awaited<ReturnType<typeof startLlmDouble>>;
let nodeA: TestApp;
let nodeB: TestApp;
let activityId: string;
let activityCourseId: string;
const cookies = { aisha: '', lucas: '', maria: '' };

beforeAll(async () => {
  llm = await startLlmDouble();
  cluster = await startOwnCluster();
  const env = {
    DATABASE_URL: await cluster.createDatabase('teachchat'),
    EVENT_BUS: 'postgres',
    OPENAI_COMPATIBLE_BASE_URL: llm.baseURL,
  };
  nodeA = await startTestApp(env);
  nodeB = await startTestApp(env);
  const cs101 = await nodeA.db.orm.em
    .fork()
    .findOneOrFail(Activity, { course: { courseCode: 'CS101' } });
  activityId = cs101.id;
  activityCourseId = (await nodeA.db.orm.em.fork().findOneOrFail(Course, { courseCode: 'CS101' }))
    .id;
  await materialSettled(nodeA, activityId);
  cookies.aisha = (await signIn(nodeA, 'aisha.patel@example.edu')).cookie;
  cookies.lucas = (await signIn(nodeA, 'lucas.moreau@example.edu')).cookie;
  cookies.maria = (await signIn(nodeB, 'maria.okafor@example.edu')).cookie;
});
afterAll(async () => {
  // A test that failed mid-outage leaves PostgreSQL stopped; the apps close cleanly on it.
  if (cluster && !cluster.running) await cluster.start();
  await nodeB?.close();
  await nodeA?.close();
  await cluster?.dispose();
  await llm?.close();
});

const UNAVAILABLE = 'TeachChat is temporarily unavailable. Please try again in a moment.';

async function health(app: TestApp) {
  const res = await fetch(`${app.url}/healthz`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** What a failed call showed its caller. */
async function failureOf(call: Promise<unknown>) {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, 'the call failed').toBeInstanceOf(TRPCClientError);
  const data = (error as TRPCClientError<AppRouter>).data;
  return {
    status: httpStatusOf(error),
    message: (error as Error).message,
    leaked: Boolean(data && 'stack' in data && data.stack),
  };
}

/** PostgreSQL back up, and both nodes healthy again on their own (nothing restarted). */
async function restartPostgres() {
  await cluster.start();
  for (const node of [nodeA, nodeB]) {
    await expect.poll(() => health(node), { timeout: 20_000 }).toMatchObject({ status: 200 });
  }
}

async function openChat(app: TestApp, cookie: string) {
  const http = httpClient(app, { cookie });
  const ws = wsClient(app, { cookie });
  const history = await http.student.chat.history.query({ activityId });
  const chat = watchChat(ws, { activityId, since: history.asOf });
  await expect.poll(() => chat.view.events.some((e) => e.type === 'status')).toBe(true);
  return { http, view: chat.view, close: () => (chat.stop(), ws.close()) };
}

it('answers 503 while PostgreSQL is down, recovers by itself, and loses no committed message', async () => {
  llm.behave({ kind: 'reply', text: 'Binary search halves the list each step [1].' });
  const aisha = await openChat(nodeA, cookies.aisha);
  const teacherWs = wsClient(nodeB, { cookie: cookies.maria });
  const responses: Omit<ResponseEvent, 'studentId'>[] = [];
  let started = 0;
  const watching = teacherWs.trpc.teacher.onResponses.subscribe(undefined, {
    // The web app reads the responses list again at every start, reconnections included.
    onStarted: () => started++,
    onData: (event) => responses.push(event),
  });
  await expect.poll(() => started).toBe(1);
  for (const content of ['What is binary search?', 'Why is it fast?']) {
    const sent = await aisha.http.student.chat.send.mutate({ activityId, content });
    expect((await replyDone(aisha.view, sent.replyId)).status).toBe('complete');
  }
  const before = (await aisha.http.student.chat.history.query({ activityId })).messages;
  expect(before).toHaveLength(4);

  await cluster.stop();
  // Each call answers at once with one clear sentence: no stack, no driver error, no hang.
  const maria = httpClient(nodeB, { cookie: cookies.maria });
  for (const call of [
    () => aisha.http.student.chat.history.query({ activityId }),
    () => aisha.http.student.chat.send.mutate({ activityId, content: 'Are you there?' }),
    () => maria.teacher.courses.list.query(),
    () =>
      httpClient(nodeA).public.contact.send.mutate({
        name: 'Robin',
        email: 'robin@example.com',
        message: 'Hello',
      }),
  ]) {
    expect(await failureOf(call())).toEqual({ status: 503, message: UNAVAILABLE, leaked: false });
  }
  // A subscription started now, on a socket opened before, ends with the same sentence.
  const refused = await new Promise<unknown>((resolve) => {
    teacherWs.trpc.teacher.onTranscript.subscribe(
      { activityId, studentEmail: 'aisha.patel@example.edu' },
      { onError: resolve, onData: () => resolve(new Error('got data while PostgreSQL is down')) },
    );
  });
  expect(await failureOf(Promise.reject(refused))).toEqual({
    status: 503,
    message: UNAVAILABLE,
    leaked: false,
  });
  // An upload too, with nothing half-stored.
  const upload = await uploadActivity(nodeB, {
    cookie: cookies.maria,
    activity: { title: 'During the outage', courseId: activityCourseId, model: 'offline' },
    files: [{ name: 'notes.txt', bytes: text('Heaps keep the smallest item on top.') }],
  });
  expect(upload).toEqual({ status: 503, body: { detail: UNAVAILABLE } });
  // A plain HTTP route too (here the start of a sign-in).
  const signInStart = await fetch(`${nodeA.url}/auth/google`, { redirect: 'manual' });
  expect(signInStart.status).toBe(503);
  expect(await signInStart.json()).toMatchObject({ message: UNAVAILABLE });
  for (const node of [nodeA, nodeB]) {
    await expect
      .poll(() => health(node))
      .toEqual({ status: 503, body: { ok: false, database: false, events: false } });
  }

  await restartPostgres();
  const activities = await nodeA.db.orm.em.fork().count(Activity, { title: 'During the outage' });
  expect(activities).toBe(0);
  const after = (await aisha.http.student.chat.history.query({ activityId })).messages;
  const summary = (m: (typeof before)[number]) => [m.id, m.sender, m.content, m.status];
  expect(after.map(summary)).toEqual(before.map(summary));

  // The subscriptions opened before the outage carry on: node B, which could not hear node
  // A for a while, made its clients reconnect (1012) so they catch up; the student's reply
  // streams on A, and the teacher on B sees the new response through B's re-opened LISTEN.
  await expect.poll(() => teacherWs.closes.map((c) => c.code)).toContain(1012);
  await expect.poll(() => started).toBe(2);
  llm.behave({ kind: 'reply', text: 'Yes, everything is back [1].', chunkDelayMs: 5 });
  const sent = await aisha.http.student.chat.send.mutate({
    activityId,
    content: 'Is binary search faster than linear search?',
  });
  const reply = await replyDone(aisha.view, sent.replyId);
  expect(reply).toMatchObject({ status: 'complete', content: 'Yes, everything is back [1].' });
  expectStreamedStart(aisha.view, sent.replyId, reply.content);
  await expect
    .poll(() => responses.map((r) => r.at))
    .toContain(sent.message.createdAt.toISOString());
  // A message sent through B reaches the student's subscription on A through A's LISTEN.
  const viaB = await httpClient(nodeB, { cookie: cookies.aisha }).student.chat.send.mutate({
    activityId,
    content: 'Sent through the other node',
  });
  await expect
    .poll(() => aisha.view.messages.get(viaB.message.id)?.content)
    .toBe(viaB.message.content);
  expect((await replyDone(aisha.view, viaB.replyId)).status).toBe('complete');
  watching.unsubscribe();
  teacherWs.close();
  aisha.close();
});

it('ends a reply streaming when PostgreSQL stops as interrupted, saves it once back, and the next message works', async () => {
  const full = Array.from({ length: 120 }, (_, i) => `step${i}`).join(' ');
  llm.behave({ kind: 'reply', text: full, chunkDelayMs: 40 });
  const lucas = await openChat(nodeA, cookies.lucas);
  const sent = await lucas.http.student.chat.send.mutate({
    activityId,
    content: 'Walk me through merge sort',
  });
  await expect.poll(() => lucas.view.replies.get(sent.replyId)?.length ?? 0).toBeGreaterThan(0);
  // The teacher watches the transcript on the other node, whose events come through the
  // database: while it is down they cannot.
  const teacherWs = wsClient(nodeB, { cookie: cookies.maria });
  const transcript = new ChatView();
  teacherWs.trpc.teacher.onTranscript.subscribe(
    { activityId, studentEmail: 'lucas.moreau@example.edu' },
    { onData: (e) => transcript.apply(e.data, e.id) },
  );
  await expect.poll(() => transcript.messages.get(sent.message.id)).toBeDefined();

  await cluster.stop();
  expect(lucas.view.messages.get(sent.replyId), 'still streaming at the stop').toBeUndefined();
  const atStop = lucas.view.replies.get(sent.replyId)?.length ?? 0;
  // The rest of the reply still reaches the student, then it ends, marked, while PostgreSQL
  // is down: no reply left spinning.
  const ended = await replyDone(lucas.view, sent.replyId);
  expect(ended).toMatchObject({ status: 'error', content: full });
  expect(ended.error).toMatch(/interrupted/);
  expect(lucas.view.typeOf(sent.replyId)).toContain('reply-error');
  expect(expectStreamedStart(lucas.view, sent.replyId, full).length).toBeGreaterThan(atStop);
  expect((await health(nodeA)).status).toBe(503);

  await restartPostgres();
  // Saved once PostgreSQL is back, with its mark and the question before it.
  await expect
    .poll(async () => {
      const { messages } = await lucas.http.student.chat.history.query({ activityId });
      return messages.map((m) => [m.id, m.status]);
    })
    .toEqual([
      [sent.message.id, 'complete'],
      [sent.replyId, 'error'],
    ]);
  // Node B missed the reply's end while it could not hear node A: once it hears again it
  // closes its sockets (1012), and the teacher's client reconnects and catches up.
  await expect.poll(() => teacherWs.closes.map((c) => c.code)).toContain(1012);
  await expect
    .poll(() => transcript.messages.get(sent.replyId)?.status, { timeout: 20_000 })
    .toBe('error');
  llm.behave({ kind: 'reply', text: 'Merge sort splits, sorts and merges [1].' });
  const next = await lucas.http.student.chat.send.mutate({ activityId, content: 'Again please' });
  expect((await replyDone(lucas.view, next.replyId)).status).toBe('complete');
  await expect.poll(() => transcript.messages.get(next.replyId)?.status).toBe('complete');
  teacherWs.close();
  lucas.close();
});

it('runs ingestion jobs again after the restart, with their progress live', async () => {
  const courseId = (await nodeA.db.orm.em.fork().findOneOrFail(Course, { courseCode: 'CS101' })).id;
  const created = await uploadActivity(nodeA, {
    cookie: cookies.maria,
    activity: { title: 'After the restart', courseId, model: 'offline' },
    files: [{ name: 'notes.txt', bytes: text('Quicksort partitions around a pivot.') }],
  });
  expect(created.status).toBe(201);
  const ws = wsClient(nodeB, { cookie: cookies.maria });
  const statuses: string[] = [];
  const sub = ws.trpc.teacher.material.onProgress.subscribe(
    { activityId: created.body.id ?? '' },
    { onData: (event) => statuses.push(event.data.materialStatus) },
  );
  await expect.poll(() => statuses.at(-1), { timeout: 20_000 }).toBe('ready');
  sub.unsubscribe();
  ws.close();
});
