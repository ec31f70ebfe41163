import type { EntityManager } from '@mikro-orm/postgresql';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Activity } from '../../src/db/entities/activity.ts';
import { Course } from '../../src/db/entities/course.ts';
import { Message } from '../../src/db/entities/message.ts';
import { materialSettled } from '../support/activities.ts';
import { type Client, httpClient } from '../support/clients.ts';
import { launchChromium, signedInPages, signInThroughUi } from '../support/chromium.ts';
import { seedChat } from '../support/conversations.ts';
import { signIn } from '../support/sign-in.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The school year through the browser: an admin starts the next term from a preview and the
 * teacher finds the copies as drafts; an admin previews retention, runs it, and the text
 * goes while the counts stay.
 */
let app: TestApp;
let browser: Browser;
let admin: Page;
/** Maria walks the provider's sign-in once; her second page starts signed in. */
let pageAs: ReturnType<typeof signedInPages>;
let api: Client;
const em = () => app.db.orm.em.fork() as EntityManager;

beforeAll(async () => {
  app = await startTestApp({ SERVE_WEB: 'true' });
  api = httpClient(app, { cookie: (await signIn(app, 'dana.whitfield@example.edu')).cookie });
  for (const a of await em().find(Activity, {})) await materialSettled(app, a.id);
  browser = await launchChromium();
  pageAs = signedInPages(browser, app.url);
  admin = await (await browser.newContext({ baseURL: app.url })).newPage();
  await signInThroughUi(admin, app.url, 'dana.whitfield@example.edu');
  await admin.waitForURL('**/admin_page');
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const seen = (page: Page, text: string | RegExp) =>
  page.getByText(text).first().waitFor({ timeout: 15_000 });
const pick = async (page: Page, combobox: string, option: string | RegExp) => {
  await page.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option }).click();
};

it('starts the next term from a preview, and the teacher finds the copies as drafts', async () => {
  const fall = await api.admin.terms.create.mutate({
    name: 'Fall 2026',
    code: 'F26',
    startDate: '2026-09-01',
    endDate: '2027-01-31',
  });
  await api.admin.terms.create.mutate({
    name: 'Spring 2027',
    code: 'S27',
    startDate: '2027-02-01',
    endDate: '2027-06-30',
  });
  const cs101 = await em().findOneOrFail(Course, { courseCode: 'CS101' });
  await api.admin.terms.setCourseTerm.mutate({ courseId: cs101.id, termId: fall.id });

  await admin.goto('/admin/terms');
  await pick(admin, 'Copy from', 'Fall 2026 (F26)');
  await pick(admin, 'Into', 'Spring 2027 (S27)');
  const preview = admin.getByRole('table', { name: 'Rollover preview' });
  const row = preview.getByRole('row').filter({ hasText: 'CS101 Introduction to Programming' });
  await row.getByRole('cell', { name: 'CS101-S27', exact: true }).waitFor();
  await row.getByRole('cell', { name: 'Will be copied' }).waitFor();
  // The preview changed nothing.
  expect(await em().count(Course, { courseCode: 'CS101-S27' })).toBe(0);

  await admin.getByRole('button', { name: 'Start next term' }).click();
  await seen(
    admin,
    '1 course copied. Their activities are drafts; their material is being indexed.',
  );
  // Copied once: the same rollover again has nothing left to copy.
  await row.getByRole('cell', { name: 'Already copied into Spring 2027.' }).waitFor();
  await expect
    .poll(() => admin.getByRole('button', { name: 'Start next term' }).isDisabled())
    .toBe(true);

  const teacher = await pageAs('maria.okafor@example.edu', '/teacher_dashboard');
  await teacher.goto('/teacher_courses');
  await teacher.getByRole('article').filter({ hasText: 'CS101-S27' }).waitFor();
  await teacher.goto('/activities?tab=drafts');
  // The copy waits as a draft for the teacher to publish; the original is still running.
  const draft = teacher.getByRole('button', { name: 'Publish Week 3: Searching and sorting' });
  await draft.waitFor();
  expect(await draft.count()).toBe(1);
  await teacher.context().close();
});

it("lets the teacher start one course's next term from its page, and opens the copy's drafts", async () => {
  const [fall] = (await api.admin.terms.list.query()).filter((t) => t.code === 'F26');
  const cs201 = await em().findOneOrFail(Course, { courseCode: 'CS201' });
  await api.admin.terms.setCourseTerm.mutate({ courseId: cs201.id, termId: fall?.id ?? null });

  const teacher = await pageAs('maria.okafor@example.edu', '/teacher_dashboard');
  await teacher.goto('/teacher_courses');
  await teacher.getByRole('button', { name: 'Open Data Structures and Algorithms' }).click();
  await teacher.getByRole('button', { name: 'Start Next Term' }).click();
  const confirm = teacher.getByRole('dialog', { name: 'Start next term' });
  await confirm.getByText(/as CS201-S27, from/).waitFor();
  await confirm.getByText(/1 activity goes along as drafts/).waitFor();
  expect(await em().count(Course, { courseCode: 'CS201-S27' })).toBe(0);
  await confirm.getByRole('button', { name: 'Copy into Spring 2027' }).click();

  await seen(teacher, 'CS201-S27 is ready: review its activities, then publish them.');
  await teacher.waitForURL(/\/activities\?.*tab=drafts/);
  await teacher.getByRole('button', { name: 'Publish Hash tables' }).waitFor();
  const copy = await em().findOneOrFail(Course, { courseCode: 'CS201-S27' });
  expect(new URL(teacher.url()).searchParams.get('courseId')).toBe(copy.id);
  expect(await em().count(Activity, { course: copy.id, status: 'draft' })).toBe(1);
  await teacher.context().close();
});

it('previews retention per course, runs it, and keeps the counts without the text', async () => {
  const cs201 = await em().findOneOrFail(Course, { courseCode: 'CS201' });
  const activity = await em().findOneOrFail(Activity, { course: cs201.id });
  const conversationId = await seedChat(app, 'lucas.moreau@example.edu', activity.id, 2);
  // CS201 ended 40 days ago.
  await em()
    .getConnection()
    .execute(
      `update courses set start_date = current_date - 200, end_date = current_date - 40 where id = ?`,
      [cs201.id],
    );
  const overview = () =>
    api.admin.insights.overview.query({ activityId: activity.id, utcOffsetMinutes: 0 });
  const before = await overview();

  await admin.goto('/admin/privacy');
  const next = admin.getByRole('table', { name: 'Next retention run' });
  await next.getByText('No conversation or feedback text is due.').waitFor();
  await admin.getByRole('textbox', { name: 'Delete conversations' }).fill('30');
  await admin.getByRole('button', { name: 'Save', exact: true }).click();
  const due = next.getByRole('row').filter({ hasText: 'CS201 Data Structures and Algorithms' });
  // Four messages (two questions, two replies), no questions to the teacher, no feedback.
  await expect
    .poll(() => due.getByRole('cell').allTextContents())
    .toEqual(['CS201 Data Structures and Algorithms', '4', '0', '0']);

  await admin.getByRole('button', { name: 'Run now' }).click();
  await seen(admin, 'The run is done.');
  const runs = admin.getByRole('table', { name: 'Retention runs' });
  await expect
    .poll(async () =>
      (await runs.getByRole('row').nth(1).getByRole('cell').allTextContents()).slice(1),
    )
    .toEqual(['An admin', '4', '0', '0', '0']);
  await next.getByText('No conversation or feedback text is due.').waitFor();

  // The text is gone, the rows and the insights' numbers are not.
  const messages = await em().find(Message, { conversation: conversationId });
  expect(messages.map((m) => m.content)).toEqual(['', '', '', '']);
  expect(JSON.stringify(await overview())).toBe(JSON.stringify(before));
});
