import type { MaterialStatus } from '@teachchat/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Activity } from '../../src/db/entities/activity.ts';
import { User } from '../../src/db/entities/user.ts';
import type { ResponseEvent } from '../../src/events/topics.ts';
import { materialSettled, text } from '../support/activities.ts';
import { ChatView, endedWith, expectStreamedStart, replyDone, watchChat } from '../support/chat.ts';
import { httpClient, wsClient } from '../support/clients.ts';
import { signIn } from '../support/sign-in.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { uploadActivity } from '../support/upload.ts';

// event-bus.test.ts shows that events, sessions and large payloads cross nodes; this file
// follows what people do across them: a chat watched live from the other node, and
// ingestion run by whichever node has a worker.
let nodeA: TestApp;
let nodeB: TestApp;
let activity: { id: string; courseId: string };
let lucas: string;
let maria: string;

beforeAll(async () => {
  // A writes the student's replies word by word and runs the jobs; B runs none.
  nodeA = await startTestApp({ EVENT_BUS: 'postgres', OFFLINE_WORD_DELAY_MS: '5' });
  nodeB = await startTestApp({
    EVENT_BUS: 'postgres',
    DATABASE_URL: nodeA.databaseUrl,
    JOBS_WORKER: 'false',
  });
  const cs101 = await nodeA.db.orm.em
    .fork()
    .findOneOrFail(Activity, { course: { courseCode: 'CS101' } });
  activity = { id: cs101.id, courseId: cs101.course.id };
  await materialSettled(nodeA, cs101.id);
  lucas = (await signIn(nodeA, 'lucas.moreau@example.edu')).cookie;
  maria = (await signIn(nodeB, 'maria.okafor@example.edu')).cookie;
});
afterAll(async () => {
  await nodeB?.close();
  await nodeA?.close();
});

it("shows a student chatting on node A live in the teacher's responses and transcript on node B", async () => {
  const student = httpClient(nodeA, { cookie: lucas });
  const studentWs = wsClient(nodeA, { cookie: lucas });
  const history = await student.student.chat.history.query({ activityId: activity.id });
  const chat = watchChat(studentWs, { activityId: activity.id, since: history.asOf });
  await expect.poll(() => chat.view.events.some((e) => e.type === 'status')).toBe(true);

  const teacherWs = wsClient(nodeB, { cookie: maria });
  const responses: Omit<ResponseEvent, 'studentId'>[] = [];
  const watchingResponses = teacherWs.trpc.teacher.onResponses.subscribe(undefined, {
    onData: (event) => responses.push(event),
  });
  const transcript = new ChatView();
  const watchingTranscript = teacherWs.trpc.teacher.onTranscript.subscribe(
    { activityId: activity.id, studentEmail: 'lucas.moreau@example.edu' },
    { onData: (event) => transcript.apply(event.data, event.id) },
  );
  // The transcript starts with the conversation's status once it is listening.
  await expect.poll(() => transcript.events.some((e) => e.type === 'status')).toBe(true);

  const sent = await student.student.chat.send.mutate({
    activityId: activity.id,
    content: 'How does binary search find an item?',
  });
  const reply = await replyDone(chat.view, sent.replyId);
  expect(reply.status).toBe('complete');

  await expect
    .poll(() => responses)
    .toContainEqual(
      expect.objectContaining({
        kind: 'message',
        activityId: activity.id,
        courseId: activity.courseId,
        at: sent.message.createdAt.toISOString(),
      }),
    );
  // B shows the question, then the reply as it streams from A, then the saved reply.
  await replyDone(transcript, sent.replyId);
  expect(transcript.messages.get(sent.message.id)?.content).toBe(sent.message.content);
  expect(transcript.messages.get(sent.replyId)).toEqual(reply);
  expect(transcript.typeOf(sent.replyId)).toEqual(expect.arrayContaining(['typing', 'delta']));
  expectStreamedStart(transcript, sent.replyId, reply.content);

  watchingResponses.unsubscribe();
  watchingTranscript.unsubscribe();
  teacherWs.close();
  chat.stop();
  studentWs.close();
});

it("ingests material uploaded on node B with node A's worker, and B sees it reach ready", async () => {
  const teacherWs = wsClient(nodeB, { cookie: maria });
  const notifications: string[] = [];
  const watchingNotifications = teacherWs.trpc.me.onNotification.subscribe(undefined, {
    onData: (event) => notifications.push(event.data.title),
  });
  // The subscription is registered once the server has answered a call on the socket.
  await teacherWs.trpc.me.get.query();

  const created = await uploadActivity(nodeB, {
    cookie: maria,
    activity: { title: 'Hash maps across nodes', courseId: activity.courseId, model: 'offline' },
    files: [
      {
        name: 'hashing.txt',
        bytes: text('A hash map finds a value by hashing its key to a bucket.'),
      },
    ],
  });
  expect(created.status).toBe(201);
  const activityId = created.body.id ?? '';
  const statuses: MaterialStatus[] = [];
  const files = new Map<string, { status: string; progress: number }>();
  const watchingProgress = teacherWs.trpc.teacher.material.onProgress.subscribe(
    { activityId },
    {
      onData: ({ data }) => {
        statuses.push(data.materialStatus);
        if ('file' in data && data.file) files.set(data.file.name, data.file);
      },
    },
  );
  await expect.poll(() => statuses.at(-1), { timeout: 20_000 }).toBe('ready');
  expect(files.get('hashing.txt')).toMatchObject({ status: 'ready', progress: 100 });
  // B runs no jobs: the work, and the notification that it is done, came from A.
  await expect.poll(() => notifications).toContain('Material ready: Hash maps across nodes');

  watchingNotifications.unsubscribe();
  watchingProgress.unsubscribe();
  teacherWs.close();
});

it("ends a teacher's live views on node B when an admin on node A gives the course to another teacher", async () => {
  const em = nodeA.db.orm.em.fork();
  const hashTables = await em.findOneOrFail(Activity, { course: { courseCode: 'CS201' } });
  const cs201 = hashTables.course.id;
  await materialSettled(nodeA, hashTables.id);
  const live = (ws: ReturnType<typeof wsClient>) => {
    const responses: Omit<ResponseEvent, 'studentId'>[] = [];
    ws.trpc.teacher.onResponses.subscribe(undefined, { onData: (e) => responses.push(e) });
    return responses;
  };
  // Lucas opens the activity (his conversation begins), so Maria's transcript of it is live.
  const lucasWs = wsClient(nodeA, { cookie: lucas });
  const lucasChat = watchChat(lucasWs, { activityId: hashTables.id });
  await expect.poll(() => lucasChat.view.events.some((e) => e.type === 'status')).toBe(true);
  const mariaWs = wsClient(nodeB, { cookie: maria });
  const mariaResponses = live(mariaWs);
  const transcript = new ChatView();
  mariaWs.trpc.teacher.onTranscript.subscribe(
    { activityId: hashTables.id, studentEmail: 'lucas.moreau@example.edu' },
    {
      onData: (event) => transcript.apply(event.data, event.id),
      onError: (error) => (transcript.ended = endedWith(error)),
    },
  );
  await expect.poll(() => transcript.events.some((e) => e.type === 'status')).toBe(true);
  const james = await signIn(nodeB, 'james.chen@example.edu');
  const jamesWs = wsClient(nodeB, { cookie: james.cookie });
  const jamesResponses = live(jamesWs);
  // The subscription is registered once the server has answered a call on the socket.
  await jamesWs.trpc.me.get.query();

  const admin = httpClient(nodeA, {
    cookie: (await signIn(nodeA, 'dana.whitfield@example.edu')).cookie,
  });
  const [row] = await admin.admin.courses.list.query({ search: 'CS201' });
  const jamesId = (await em.findOneOrFail(User, { email: 'james.chen@example.edu' })).id;
  await admin.admin.courses.update.mutate({
    id: cs201,
    title: row?.title ?? '',
    courseCode: 'CS201',
    departmentCode: 'cs',
    teacherId: jamesId,
    maxStudents: 40,
  });
  await expect
    .poll(() => transcript.ended, { timeout: 5000 })
    .toEqual({
      message: `Activity details not found for ID: ${hashTables.id}`,
      status: 404,
    });

  // Lucas writes in CS201, now James's; then Omar in CS101, still Maria's. Events reach B in
  // the order A sent them, so once Maria has Omar's, she has passed over Lucas's.
  const lucasSent = await httpClient(nodeA, { cookie: lucas }).student.chat.send.mutate({
    activityId: hashTables.id,
    content: 'How does a hash table handle collisions?',
  });
  const omar = (await signIn(nodeA, 'omar.haddad@example.edu')).cookie;
  const omarSent = await httpClient(nodeA, { cookie: omar }).student.chat.send.mutate({
    activityId: activity.id,
    content: 'What does a sorting algorithm do?',
  });
  const at = (sent: { message: { createdAt: Date } }) => sent.message.createdAt.toISOString();
  await expect
    .poll(() => jamesResponses.map((r) => [r.courseId, r.at]), { timeout: 5000 })
    .toContainEqual([cs201, at(lucasSent)]);
  await expect
    .poll(() => mariaResponses.map((r) => [r.courseId, r.at]), { timeout: 5000 })
    .toContainEqual([activity.courseId, at(omarSent)]);
  expect(mariaResponses.filter((r) => r.courseId === cs201)).toEqual([]);
  // Lucas's own chat carries on; Maria's transcript of it showed nothing after the move.
  await replyDone(lucasChat.view, lucasSent.replyId);
  expect(transcript.messages.has(lucasSent.message.id)).toBe(false);
  expect(transcript.typeOf(lucasSent.replyId)).toEqual([]);

  lucasChat.stop();
  lucasWs.close();
  mariaWs.close();
  jamesWs.close();
});

it("ends a student's chat on node A when node C starts with them in ADMIN_EMAILS", async () => {
  const aisha = (await signIn(nodeA, 'aisha.patel@example.edu')).cookie;
  const aishaWs = wsClient(nodeA, { cookie: aisha });
  const chat = watchChat(aishaWs, { activityId: activity.id });
  await expect.poll(() => chat.view.events.some((e) => e.type === 'status')).toBe(true);

  const nodeC = await startTestApp({
    EVENT_BUS: 'postgres',
    DATABASE_URL: nodeA.databaseUrl,
    JOBS_WORKER: 'false',
    ADMIN_EMAILS: 'aisha.patel@example.edu',
  });
  try {
    // Her socket closes as a sign-in that ended; coming back, she is an admin.
    await expect.poll(() => aishaWs.closes.map((c) => c.code), { timeout: 5000 }).toContain(4401);
    await expect
      .poll(() => chat.view.ended, { timeout: 5000 })
      .toEqual({ message: 'You do not have access to this.', status: 403 });
    const me = await httpClient(nodeA, { cookie: aisha }).me.get.query();
    expect(me.user.role).toBe('admin');
  } finally {
    aishaWs.close();
    await nodeC.close();
  }
});
