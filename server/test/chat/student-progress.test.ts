import { afterAll, beforeAll, expect, it } from 'vitest';
import { Activity } from '../../src/db/entities/activity.ts';
import { type Client, httpClient } from '../support/clients.ts';
import { seedChat } from '../support/conversations.ts';
import { signIn } from '../support/sign-in.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * A student's own progress on the dashboard and course page: their messages per activity
 * and when they submitted, counted exactly, and nothing of a classmate's.
 */
let app: TestApp;
let aisha: Client;
let sofia: Client;
let cs101: string;
let math201: string;

beforeAll(async () => {
  app = await startTestApp();
  aisha = httpClient(app, { cookie: (await signIn(app, 'aisha.patel@example.edu')).cookie });
  sofia = httpClient(app, { cookie: (await signIn(app, 'sofia.ramirez@example.edu')).cookie });
  const em = app.db.orm.em.fork();
  cs101 = (await em.findOneOrFail(Activity, { course: { courseCode: 'CS101' } })).id;
  math201 = (await em.findOneOrFail(Activity, { course: { courseCode: 'MATH201' } })).id;
  // Aisha (CS101 and MATH201): three questions in CS101, submitted; one in MATH201.
  await seedChat(app, 'aisha.patel@example.edu', cs101, 3);
  await seedChat(app, 'aisha.patel@example.edu', math201, 1);
  await aisha.student.chat.submit.mutate({ activityId: cs101 });
  // Sofia, in both courses too, asks five questions in CS101.
  await seedChat(app, 'sofia.ramirez@example.edu', cs101, 5);
});
afterAll(() => app.close());

const byActivity = (rows: { activityId: string; messages: number; submittedAt: Date | null }[]) =>
  Object.fromEntries(
    rows.map((r) => [r.activityId, { messages: r.messages, submitted: r.submittedAt !== null }]),
  );

it('counts her own messages and submissions in every course on the dashboard', async () => {
  const { progress } = await aisha.student.dashboard.query();
  expect(byActivity(progress.activities)).toEqual({
    [cs101]: { messages: 3, submitted: true },
    [math201]: { messages: 1, submitted: false },
  });
  expect(progress.feedback).toEqual([]);
});

it("shows one course's activities on its page", async () => {
  const { progress } = await aisha.student.courses.byCode.query({ courseCode: 'MATH201' });
  expect(byActivity(progress.activities)).toEqual({ [math201]: { messages: 1, submitted: false } });
});

it("counts nothing of a classmate's", async () => {
  const { progress } = await sofia.student.dashboard.query();
  expect(byActivity(progress.activities)).toEqual({
    [cs101]: { messages: 5, submitted: false },
    [math201]: { messages: 0, submitted: false },
  });
});
