import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Activity } from '../../src/db/entities/activity.ts';
import { downloadText, launchChromium, signInThroughUi } from '../support/chromium.ts';
import { httpClient } from '../support/clients.ts';
import { seedChat } from '../support/conversations.ts';
import { signIn } from '../support/sign-in.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Maria writes feedback on Aisha's submitted activity, saves a draft Aisha cannot see,
 * releases it; Aisha, on her dashboard, is told and sees it there, on the activity and on
 * the course page, next to a chart of her own messages.
 */
let app: TestApp;
let browser: Browser;
let teacher: Page;
let student: Page;
let activityId: string;
const ACTIVITY = 'Week 3: Searching and sorting';
const COMMENT = 'Clear tracing of insertion sort. Check the bounds in binary search.';

beforeAll(async () => {
  app = await startTestApp({ SERVE_WEB: 'true' });
  activityId = (
    await app.db.orm.em.fork().findOneOrFail(Activity, { course: { courseCode: 'CS101' } })
  ).id;
  await seedChat(app, 'aisha.patel@example.edu', activityId, 2);
  const aisha = httpClient(app, { cookie: (await signIn(app, 'aisha.patel@example.edu')).cookie });
  await aisha.student.chat.submit.mutate({ activityId });

  browser = await launchChromium();
  teacher = await (await browser.newContext({ baseURL: app.url, acceptDownloads: true })).newPage();
  await signInThroughUi(teacher, app.url, 'maria.okafor@example.edu');
  await teacher.waitForURL('**/teacher_dashboard');
  student = await (await browser.newContext({ baseURL: app.url })).newPage();
  await signInThroughUi(student, app.url, 'aisha.patel@example.edu');
  await student.waitForURL('**/student_dashboard');
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const visible = (locator: ReturnType<Page['getByText']>, timeout = 20_000) =>
  expect.poll(() => locator.first().isVisible(), { timeout }).toBe(true);

it('the teacher saves a draft the student does not see', async () => {
  await teacher.goto('/student_responses');
  await teacher.getByRole('link', { name: `View Chat of Aisha Patel in ${ACTIVITY}` }).click();
  await visible(teacher.getByText('Question 2'));
  await teacher.getByLabel('Comment').fill(COMMENT);
  await teacher.getByLabel('Score (optional)').fill('85');
  await teacher.getByRole('button', { name: 'Save draft' }).click();
  await visible(teacher.getByText('Draft saved', { exact: true }));
  await visible(teacher.getByText(/The student does not see it yet/));

  await student.goto(`/student_activity/${activityId}`);
  await visible(student.getByText(/^Submitted on /));
  expect(await student.getByText(COMMENT).count()).toBe(0);
  await student.goto('/student_dashboard');
  await visible(student.getByText(/No feedback yet/));
});

it('releases it: the student is told at once and reads it on the dashboard', async () => {
  await teacher.getByRole('button', { name: 'Release to student' }).click();
  const confirm = teacher.getByRole('dialog', { name: 'Release feedback?' });
  await confirm.getByRole('button', { name: 'Release' }).click();
  await visible(teacher.getByText('Feedback released'));
  const released = teacher.getByRole('article', { name: 'Teacher feedback' });
  await visible(released.getByText('85/100'));
  expect(await teacher.getByRole('button', { name: 'Save draft' }).count()).toBe(0);

  // Aisha has stayed on her dashboard: the notification brings the feedback in.
  await visible(student.getByText(`Feedback on ${ACTIVITY}`));
  const feedback = student.getByRole('region', { name: 'Feedback', exact: true });
  await visible(feedback.getByText(COMMENT));
  await visible(feedback.getByText('85/100'));

  const messages = student.getByRole('region', { name: 'Your messages per activity' });
  await messages.getByText('Table', { exact: true }).click();
  const table = messages.getByRole('table', { name: 'Your messages per activity' });
  await visible(table.getByRole('row', { name: `${ACTIVITY} 2`, exact: true }));
});

it('shows it on the activity and course pages', async () => {
  await student.goto(`/student_activity/${activityId}`);
  await visible(student.getByText(COMMENT));
  await visible(student.getByText('Maria Okafor · Released', { exact: false }));
  await student.goto('/student_course/CS101');
  const feedback = student.getByRole('region', { name: 'Feedback', exact: true });
  await visible(feedback.getByRole('article', { name: `Feedback on ${ACTIVITY}` }));
  await visible(feedback.getByText(COMMENT));
});

it('lists it in the responses table and its export', async () => {
  await teacher.goto('/student_responses');
  const table = teacher.getByRole('table', { name: 'Student responses' });
  const row = table.getByRole('row', { name: /Aisha Patel/ });
  await visible(row.getByText('Released', { exact: true }));
  await visible(row.getByText('85/100'));
  const [download] = await Promise.all([
    teacher.waitForEvent('download'),
    teacher.getByRole('button', { name: 'Export Data' }).click(),
  ]);
  const csv = await downloadText(download);
  expect(csv).toContain(`Released,85,${COMMENT}`);
});
