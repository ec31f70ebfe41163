import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Activity } from '../../src/db/entities/activity.ts';
import { Message } from '../../src/db/entities/message.ts';
import { User } from '../../src/db/entities/user.ts';
import type { MaterialProgress } from '../../src/events/topics.ts';
import { createActivity, materialSettled } from '../support/activities.ts';
import { ChatView, type Ended, endedWith, replyDone, watchChat } from '../support/chat.ts';
import { httpClient, httpStatusOf, wsClient } from '../support/clients.ts';
import { signIn } from '../support/sign-in.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// Live subscriptions check access when they start and again while they run: a change made
// in the app ends the ones it concerns at once (two nodes: faults/two-nodes.test.ts); a
// change made in the database is seen by the next event delivered (checked on every event
// here, LIVE_ACCESS_RECHECK_MS=0).
let app: TestApp;
let admin: ReturnType<typeof httpClient>;
let maria: string;
const demo: Record<string, string> = {};

beforeAll(async () => {
  app = await startTestApp({ LIVE_ACCESS_RECHECK_MS: '0', OFFLINE_WORD_DELAY_MS: '20' });
  admin = httpClient(app, { cookie: (await signIn(app, 'dana.whitfield@example.edu')).cookie });
  maria = (await signIn(app, 'maria.okafor@example.edu')).cookie;
  const em = app.db.orm.em.fork();
  for (const courseCode of ['CS101', 'MATH201']) {
    const activity = await em.findOneOrFail(Activity, { course: { courseCode } });
    demo[courseCode] = activity.id;
    await materialSettled(app, activity.id);
  }
});
afterAll(() => app.close());

const userId = async (email: string) =>
  (await app.db.orm.em.fork().findOneOrFail(User, { email })).id;

async function studentChats(email: string, activityIds: string[]) {
  const cookie = (await signIn(app, email)).cookie;
  const ws = wsClient(app, { cookie });
  const chats = activityIds.map((activityId) => watchChat(ws, { activityId }));
  // Each chat starts with its status once it is listening.
  for (const { view } of chats) {
    await expect.poll(() => view.events.some((e) => e.type === 'status')).toBe(true);
  }
  return { http: httpClient(app, { cookie }), ws, views: chats.map((c) => c.view) };
}

/** A teacher's live transcript of a student, and the error it ended with. */
async function watchTranscript(
  ws: ReturnType<typeof wsClient>,
  input: { activityId: string; studentEmail: string },
) {
  const view = new ChatView();
  ws.trpc.teacher.onTranscript.subscribe(input, {
    onData: (event) => view.apply(event.data, event.id),
    onError: (error) => (view.ended = endedWith(error)),
  });
  await expect.poll(() => view.events.some((e) => e.type === 'status')).toBe(true);
  return view;
}

it('ends the chat of a student removed from the course at once, and only that one', async () => {
  const aisha = await studentChats('aisha.patel@example.edu', [
    demo.CS101 ?? '',
    demo.MATH201 ?? '',
  ]);
  const [cs101, math201] = aisha.views as [ChatView, ChatView];
  const cs101Course = (await app.db.orm.em.fork().findOneOrFail(Activity, { id: demo.CS101 ?? '' }))
    .course.id;

  await admin.admin.enrollments.remove.mutate({
    courseId: cs101Course,
    studentId: await userId('aisha.patel@example.edu'),
  });
  await expect
    .poll(() => cs101.ended)
    .toEqual({ message: 'Activity not found', status: 404 } satisfies Ended);

  // Her other course's chat carries on.
  const sent = await aisha.http.student.chat.send.mutate({
    activityId: demo.MATH201 ?? '',
    content: 'What is an eigenvector?',
  });
  await expect
    .poll(() => math201.messages.get(sent.message.id)?.content)
    .toBe(sent.message.content);
  expect(math201.ended).toBeUndefined();
  aisha.ws.close();
});

it("ends the student's chat and the teacher's transcript and progress when the activity is deleted", async () => {
  const activity = await createActivity(app, {
    courseCode: 'CS101',
    title: 'Deleted while watched',
    files: [],
  });
  const lucas = await studentChats('lucas.moreau@example.edu', [activity.id]);
  const teacherWs = wsClient(app, { cookie: maria });
  const transcript = await watchTranscript(teacherWs, {
    activityId: activity.id,
    studentEmail: 'lucas.moreau@example.edu',
  });
  const progress: MaterialProgress[] = [];
  let progressEnded: Ended | undefined;
  teacherWs.trpc.teacher.material.onProgress.subscribe(
    { activityId: activity.id },
    {
      onData: ({ data }) => progress.push(data),
      onError: (error) => (progressEnded = endedWith(error)),
    },
  );
  await expect.poll(() => progress.length).toBeGreaterThan(0);

  await httpClient(app, { cookie: maria }).teacher.activities.remove.mutate({
    activityId: activity.id,
    withResponses: true,
  });
  const notFound = { message: `Activity details not found for ID: ${activity.id}`, status: 404 };
  await expect
    .poll(() => lucas.views[0]?.ended)
    .toEqual({ message: 'Activity not found', status: 404 });
  await expect.poll(() => transcript.ended).toEqual(notFound);
  await expect.poll(() => progressEnded).toEqual(notFound);
  lucas.ws.close();
  teacherWs.close();
});

it("ends the student's chat and the teacher's transcript when the course is deleted", async () => {
  const james = (await admin.admin.teachers.list.query({ search: 'chen' }))[0]?.id ?? '';
  const course = await admin.admin.courses.create.mutate({
    title: 'Short Course',
    courseCode: 'TMP101',
    departmentCode: 'math',
    description: 'Deleted while its students chat.',
    teacherId: james,
    startDate: '2026-01-01',
    endDate: '2027-12-31',
    maxStudents: 10,
    credits: 1,
    prerequisites: '',
  });
  await admin.admin.enrollments.enroll.mutate({
    courseId: course.id,
    studentId: await userId('noah.kim@example.edu'),
  });
  const activity = await createActivity(app, {
    courseCode: 'TMP101',
    title: 'In a course about to go',
    files: [],
  });
  const noah = await studentChats('noah.kim@example.edu', [activity.id]);
  const jamesWs = wsClient(app, {
    cookie: (await signIn(app, 'james.chen@example.edu')).cookie,
  });
  const transcript = await watchTranscript(jamesWs, {
    activityId: activity.id,
    studentEmail: 'noah.kim@example.edu',
  });

  await admin.admin.courses.remove.mutate({ id: course.id });
  await expect
    .poll(() => noah.views[0]?.ended)
    .toEqual({ message: 'Activity not found', status: 404 });
  await expect
    .poll(() => transcript.ended)
    .toEqual({
      message: `Activity details not found for ID: ${activity.id}`,
      status: 404,
    });
  noah.ws.close();
  jamesWs.close();
});

// Each change is made (then undone) straight in the database, as an operator would.
const math201 = () => ({ id: demo.MATH201 ?? '' });
const emma = { email: 'emma.johansson@example.edu' };
const databaseChanges = [
  {
    change: 'the activity is unpublished',
    email: 'sofia.ramirez@example.edu',
    make: (em: EntityManager) => em.nativeUpdate(Activity, math201(), { status: 'draft' }),
    undo: (em: EntityManager) => em.nativeUpdate(Activity, math201(), { status: 'published' }),
    ended: { message: 'Activity not found', status: 404 },
  },
  {
    change: 'their role is changed',
    email: emma.email,
    make: (em: EntityManager) => em.nativeUpdate(User, emma, { role: 'teacher' }),
    undo: (em: EntityManager) => em.nativeUpdate(User, emma, { role: 'student' }),
    ended: { message: 'You do not have access to this.', status: 403 },
  },
];

it.each(databaseChanges)(
  'stops a reply streaming to a student once $change in the database',
  async ({ email, make, undo, ended }) => {
    const student = await studentChats(email, [demo.MATH201 ?? '']);
    const [chat] = student.views as [ChatView];
    const sent = await student.http.student.chat.send.mutate({
      activityId: demo.MATH201 ?? '',
      content: 'How do you find the eigenvalues of a matrix?',
    });
    await expect.poll(() => chat.typeOf(sent.replyId)).toContain('delta');
    const em = app.db.orm.em.fork() as EntityManager;
    await make(em);
    try {
      await expect.poll(() => chat.ended).toEqual(ended);
      // The reply is written to the end and saved; the student's tab saw only its start.
      await expect
        .poll(() => em.fork().findOne(Message, { id: sent.replyId }), { timeout: 15_000 })
        .toBeTruthy();
      const saved = await em.fork().findOneOrFail(Message, { id: sent.replyId });
      expect(chat.messages.has(sent.replyId)).toBe(false);
      expect((chat.replies.get(sent.replyId) ?? '').length).toBeLessThan(saved.content.length);
    } finally {
      await undo(em);
    }
    student.ws.close();
  },
);

it('refuses the next question of a student removed since their last, and answers nothing', async () => {
  const lucas = await studentChats('lucas.moreau@example.edu', [demo.CS101 ?? '']);
  const [chat] = lucas.views as [ChatView];
  const first = await lucas.http.student.chat.send.mutate({
    activityId: demo.CS101 ?? '',
    content: 'What is binary search?',
  });
  await replyDone(chat, first.replyId);
  const course = (await app.db.orm.em.fork().findOneOrFail(Activity, { id: demo.CS101 ?? '' }))
    .course.id;
  await admin.admin.enrollments.remove.mutate({
    courseId: course,
    studentId: await userId('lucas.moreau@example.edu'),
  });
  // This node let him ask here at his last send, so it searches his next one beside the
  // send's statement (chat/early-search.ts); the statement refuses it all the same.
  const refused = await lucas.http.student.chat.send
    .mutate({ activityId: demo.CS101 ?? '', content: 'How does binary search work?' })
    .catch((e: unknown) => e);
  expect(httpStatusOf(refused)).toBe(404);
  expect((refused as Error).message).toBe('Activity not found');
  const messages = await app.db.orm.em.fork().find(Message, {
    conversation: {
      student: await userId('lucas.moreau@example.edu'),
      activity: demo.CS101 ?? '',
    },
  });
  expect(messages.map((m) => m.content)).not.toContain('How does binary search work?');
  expect(messages).toHaveLength(2);
  lucas.ws.close();
});
