import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Activity } from '../../src/db/entities/activity.ts';
import { Course } from '../../src/db/entities/course.ts';
import { Message } from '../../src/db/entities/message.ts';
import { User } from '../../src/db/entities/user.ts';
import { appRouter } from '../../src/trpc/router.ts';
import { materialSettled } from '../support/activities.ts';
import { type Client, httpClient, subscribeByPath, wsClient } from '../support/clients.ts';
import { seedChat } from '../support/conversations.ts';
import { signIn } from '../support/sign-in.ts';
import { startSignal } from '../support/subscriptions.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Pseudonymised review, generated from the router: every procedure and live stream a
 * teacher's browser can call answers with no real name, email or id of a student of the
 * pseudonymised course. A new teacher procedure fails the coverage check until it is
 * probed here, or said to answer nothing about students.
 */
let app: TestApp;
let maria: Client;
let ws: ReturnType<typeof wsClient>;
const em = () => app.db.orm.em.fork() as EntityManager;
/** Aisha and Sofia are Maria's students in CS101 only, so nothing may name them. */
const students = ['aisha.patel@example.edu', 'sofia.ramirez@example.edu'];
const needles: string[] = ['Aisha', 'Patel', 'Sofia', 'Ramirez', 'aisha.patel', 'sofia.ramirez'];
const f = {
  cs101: '',
  activity: '',
  handle: '',
  shownId: '',
  conversation: '',
  question: '',
  reply: '',
};

type Kind = 'query' | 'mutation' | 'subscription';
const procedures = Object.entries(
  appRouter._def.procedures as unknown as Record<string, { _def: { type: Kind } }>,
)
  .map(([path, p]) => ({ path, type: p._def.type }))
  .filter(({ path }) => path.startsWith('teacher.') || path.startsWith('me.'));

/** Inputs of the calls and streams whose answers are checked. */
const probes: Record<string, () => unknown> = {
  'me.get': () => undefined,
  'me.notifications.list': () => undefined,
  'me.onNotification': () => undefined,
  'teacher.dashboard': () => undefined,
  'teacher.courses.list': () => undefined,
  'teacher.courses.activities': () => ({ courseId: f.cs101 }),
  'teacher.courses.nextTerm': () => ({ courseId: f.cs101 }),
  'teacher.activities.list': () => ({}),
  'teacher.activities.byId': () => ({ activityId: f.activity }),
  'teacher.material.status': () => ({ activityId: f.activity }),
  'teacher.notes.list': () => ({ activityId: f.activity }),
  'teacher.insights.overview': () => ({ activityId: f.activity, utcOffsetMinutes: 0 }),
  'teacher.insights.topics': () => ({ activityId: f.activity }),
  'teacher.insights.gaps': () => ({ activityId: f.activity }),
  'teacher.insights.materialUse': () => ({ activityId: f.activity }),
  'teacher.insights.feedback': () => ({ activityId: f.activity }),
  'teacher.students.list': () => ({}),
  'teacher.students.export': () => ({}),
  'teacher.students.details': () => ({ studentId: f.shownId, courseId: f.cs101 }),
  'teacher.responses.list': () => ({}),
  'teacher.responses.export': () => ({}),
  'teacher.responses.feedback': () => ({}),
  'teacher.responses.filters': () => undefined,
  'teacher.transcript': () => ({ activityId: f.activity, studentEmail: f.handle }),
  'teacher.feedback.save': () => ({ conversationId: f.conversation, comment: 'Good.', score: 8 }),
  'teacher.feedback.release': () => ({ conversationId: f.conversation }),
  'teacher.corrections.save': () => ({ messageId: f.reply, text: 'Binary search needs order.' }),
  'teacher.questions.list': () => ({ status: 'open' }),
  'teacher.questions.count': () => undefined,
  'teacher.questions.answer': () => ({ questionId: f.question, content: 'See page 2.' }),
  'teacher.questions.onQuestion': () => undefined,
  'teacher.lti.course': () => ({ courseId: f.cs101 }),
  'teacher.lti.gradeColumns': () => ({ activityId: f.activity }),
  'teacher.lti.scores': () => ({ activityId: f.activity }),
  'teacher.onResponses': () => undefined,
  'teacher.onTranscript': () => ({ activityId: f.activity, studentEmail: f.handle }),
  'teacher.material.onProgress': () => ({ activityId: f.activity }),
};

/** Procedures whose answers are not about students, each with why. */
const NOT_ABOUT_STUDENTS: Record<string, string> = {
  'me.signOut': 'ends the session',
  'me.updateProfile': "the teacher's own profile",
  'me.setLanguage': "the teacher's own language",
  'me.updatePreferences': "the teacher's own settings",
  'me.tokens.list': "the teacher's own API tokens",
  'me.tokens.create': "the teacher's own API token",
  'me.tokens.remove': "the teacher's own API token",
  'me.notifications.markRead': 'answers with a count',
  'teacher.courses.startNextTerm': 'copies a course without its students',
  'teacher.activities.publish': 'the activity',
  'teacher.activities.preview': "the teacher's own question to the assistant",
  'teacher.activities.remove': 'the activity',
  'teacher.answerKeys.list': "the activity's protected answers",
  'teacher.answerKeys.set': "the activity's protected answers",
  'teacher.notes.create': "the teacher's note",
  'teacher.notes.update': "the teacher's note",
  'teacher.notes.remove': "the teacher's note",
  'teacher.corrections.remove': "the teacher's correction",
  'teacher.corrections.pin': "the teacher's correction, pinned as a note",
  'teacher.lti.syncRoster': "the LMS roster's counts",
  'teacher.pseudonyms.reveal': 'reveals one name, on purpose, with a reason (audited)',
};

beforeAll(async () => {
  app = await startTestApp();
  const admin = httpClient(app, {
    cookie: (await signIn(app, 'dana.whitfield@example.edu')).cookie,
  });
  const mariaCookie = (await signIn(app, 'maria.okafor@example.edu')).cookie;
  maria = httpClient(app, { cookie: mariaCookie });
  ws = wsClient(app, { cookie: mariaCookie });
  f.cs101 = (await em().findOneOrFail(Course, { courseCode: 'CS101' })).id;
  f.activity = (await em().findOneOrFail(Activity, { course: f.cs101 })).id;
  // The seeded material is read in the background; a student writes once it is ready.
  await materialSettled(app, f.activity);
  await admin.admin.privacy.setPseudonymised.mutate({ courseId: f.cs101, pseudonymised: true });
  for (const email of students) {
    needles.push((await em().findOneOrFail(User, { email })).id);
  }
  f.conversation = await seedChat(app, students[0] ?? '', f.activity, 2);
  await seedChat(app, students[1] ?? '', f.activity, 1);
  const rows = await maria.teacher.responses.list.query({});
  const row = rows.rows.find((r) => r.conversationId === f.conversation);
  f.handle = row?.studentEmail ?? '';
  f.shownId = row?.studentId ?? '';
  f.reply = (
    await em().findOneOrFail(
      Message,
      { conversation: f.conversation, sender: 'assistant' },
      { orderBy: { createdAt: 'asc' } },
    )
  ).id;
});
afterAll(async () => {
  ws?.close();
  await app?.close();
});

const leaks = (payload: unknown) => {
  const text = JSON.stringify(payload) ?? '';
  return needles.filter((needle) => text.includes(needle));
};

it('probes or excuses every procedure a teacher can call, and only real ones', () => {
  const unsaid = procedures
    .map((p) => p.path)
    .filter((path) => !(path in probes) && !(path in NOT_ABOUT_STUDENTS));
  expect(unsaid, 'probe these or say why they answer nothing about students').toEqual([]);
  const stale = [...Object.keys(probes), ...Object.keys(NOT_ABOUT_STUDENTS)].filter(
    (path) => !procedures.some((p) => p.path === path),
  );
  expect(stale).toEqual([]);
});

it("names no student of the course in any teacher's answer or live event", async () => {
  // Every stream first, then what makes them speak: a message, a question, a submission.
  const heard: Record<string, unknown[]> = {};
  for (const { path } of procedures.filter((p) => p.type === 'subscription')) {
    const input = probes[path];
    if (!input) continue;
    const start = startSignal();
    heard[path] = [];
    subscribeByPath(ws, path, input(), {
      onStarted: start.onStarted,
      onData: (data) => heard[path]?.push(data),
      onError: (err) => heard[path]?.push({ error: err.message }),
    });
    await start.started;
  }
  const aisha = httpClient(app, { cookie: (await signIn(app, students[0] ?? '')).cookie });
  const sofia = httpClient(app, { cookie: (await signIn(app, students[1] ?? '')).cookie });
  await aisha.student.chat.send.mutate({ activityId: f.activity, content: 'Why sort first?' });
  await aisha.student.questions.ask.mutate({ messageId: f.reply, note: 'I am lost here' });
  await sofia.student.chat.submit.mutate({ activityId: f.activity });
  await expect.poll(() => heard['teacher.onResponses']?.length ?? 0).toBeGreaterThan(1);
  await expect.poll(() => heard['teacher.questions.onQuestion']?.length ?? 0).toBeGreaterThan(0);
  await expect.poll(() => heard['me.onNotification']?.length ?? 0).toBeGreaterThan(1);
  await expect.poll(() => heard['teacher.onTranscript']?.length ?? 0).toBeGreaterThan(2);
  f.question = (await maria.teacher.questions.list.query({ status: 'open' }))[0]?.id ?? '';

  const answers: Record<string, unknown> = {};
  for (const { path, type } of procedures.filter((p) => p.type !== 'subscription')) {
    const input = probes[path];
    if (!input) continue;
    let node = maria as unknown as Record<string, unknown>;
    for (const part of path.split('.')) node = node[part] as Record<string, unknown>;
    const call = node[type === 'query' ? 'query' : 'mutate'] as (i: unknown) => Promise<unknown>;
    answers[path] = await call(input()).catch((e: unknown) => ({ error: (e as Error).message }));
  }
  // The probes reached the rows: the lists and the transcript answered with them.
  expect(JSON.stringify(answers['teacher.transcript'])).toContain(f.handle);
  expect(JSON.stringify(answers['teacher.students.details'])).toContain(f.handle);
  expect(JSON.stringify(answers['teacher.responses.list'])).toContain(f.shownId);

  const found = Object.fromEntries(
    Object.entries({ ...answers, ...heard })
      .map(([path, payload]) => [path, leaks(payload)])
      .filter(([, leaked]) => (leaked?.length ?? 0) > 0),
  );
  expect(found).toEqual({});
});
