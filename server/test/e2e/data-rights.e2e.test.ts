import type { EntityManager } from '@mikro-orm/postgresql';
import JSZip from 'jszip';
import type { Browser, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Activity } from '../../src/db/entities/activity.ts';
import { Course } from '../../src/db/entities/course.ts';
import { User } from '../../src/db/entities/user.ts';
import { httpClient } from '../support/clients.ts';
import { launchChromium, signInThroughUi } from '../support/chromium.ts';
import { seedChat } from '../support/conversations.ts';
import { signIn } from '../support/sign-in.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Students' data rights through the browser: an admin downloads one person's data and
 * erases a person after a confirmation naming what goes (a teacher who still teaches is
 * not erased); a teacher reveals a pseudonymised student's name, and the admin reads the
 * reveal in the audit trail.
 */
let app: TestApp;
let browser: Browser;
let admin: Page;
let activityId: string;
const em = () => app.db.orm.em.fork() as EntityManager;

beforeAll(async () => {
  app = await startTestApp({ SERVE_WEB: 'true' });
  const cs101 = await em().findOneOrFail(Course, { courseCode: 'CS101' });
  activityId = (await em().findOneOrFail(Activity, { course: cs101.id })).id;
  await seedChat(app, 'aisha.patel@example.edu', activityId, 2);
  await seedChat(app, 'lucas.moreau@example.edu', activityId, 1);
  const api = httpClient(app, {
    cookie: (await signIn(app, 'dana.whitfield@example.edu')).cookie,
  });
  await api.admin.privacy.setPseudonymised.mutate({ courseId: cs101.id, pseudonymised: true });
  browser = await launchChromium();
  const context = await browser.newContext({ baseURL: app.url, acceptDownloads: true });
  admin = await context.newPage();
  await signInThroughUi(admin, app.url, 'dana.whitfield@example.edu');
  await admin.waitForURL('**/admin_page');
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const seen = (page: Page, text: string | RegExp) =>
  page.getByText(text).first().waitFor({ timeout: 15_000 });

async function pickPerson(name: string) {
  const person = admin.getByRole('combobox', { name: 'Person' });
  await person.fill(name.split(' ')[0] ?? name);
  await admin.getByRole('option', { name }).click();
}

/** A download's bytes: the run's Chromium is connected to, so there is no local path. */
async function downloadBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

it("downloads one person's data as a ZIP of JSON and CSV", async () => {
  await admin.goto('/admin/privacy');
  await pickPerson('Aisha Patel');
  const [download] = await Promise.all([
    admin.waitForEvent('download'),
    admin.getByRole('link', { name: "Download Aisha Patel's data" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  const zip = await JSZip.loadAsync(await downloadBytes(download));
  const read = async (name: string) => (await zip.file(name)?.async('string')) ?? '';
  expect(Object.keys(zip.files)).toEqual(
    expect.arrayContaining([
      'profile.json',
      'enrollments.csv',
      'conversations.json',
      'messages.csv',
    ]),
  );
  expect(JSON.parse(await read('profile.json'))).toMatchObject({
    email: 'aisha.patel@example.edu',
    firstName: 'Aisha',
  });
  const conversations = await read('conversations.json');
  for (const text of ['Question 1', 'Answer 1', 'Question 2', 'Answer 2']) {
    expect(conversations).toContain(text);
  }
  // A header and her four messages; Lucas's are not hers.
  const messages = (await read('messages.csv')).trim().split('\r\n');
  expect(messages).toHaveLength(5);
  expect(messages.join('\n')).not.toContain('lucas');
  expect(await read('enrollments.csv')).toContain('CS101');
});

it('refuses to erase a teacher who still teaches, naming the courses', async () => {
  await admin.goto('/admin/privacy');
  await pickPerson('Maria Okafor');
  await admin.getByRole('button', { name: 'Erase Maria Okafor…' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Erase person' });
  await dialog.getByText('Maria Okafor still teaches CS101 and CS201').waitFor();
  expect(await dialog.getByRole('button', { name: 'Erase', exact: true }).isDisabled()).toBe(true);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});

it('erases a student after a confirmation that names what goes', async () => {
  await admin.goto('/admin/privacy');
  await pickPerson('Lucas Moreau');
  await admin.getByRole('button', { name: 'Erase Lucas Moreau…' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Erase person' });
  await dialog.getByText(/Erasing Lucas Moreau removes their account/).waitFor();
  // Enrolled in CS101 and CS201; one conversation of two messages.
  await dialog.getByText('2 enrollments').waitFor();
  await dialog.getByText(/1 conversation with 2 messages, .*: removed/).waitFor();
  expect(await em().count(User, { email: 'lucas.moreau@example.edu' })).toBe(1);

  await dialog.getByRole('button', { name: 'Erase', exact: true }).click();
  await seen(admin, 'Lucas Moreau has been erased.');
  expect(await em().count(User, { email: 'lucas.moreau@example.edu' })).toBe(0);
  await admin.goto('/admin/audit');
  const entry = admin.getByRole('row').filter({ hasText: 'Erased a person' });
  await entry.getByRole('cell', { name: 'Erased person' }).first().waitFor();
});

it("records a teacher's reveal of a pseudonymised student's name in the audit trail", async () => {
  const teacher = await (await browser.newContext({ baseURL: app.url })).newPage();
  await signInThroughUi(teacher, app.url, 'maria.okafor@example.edu');
  await teacher.waitForURL('**/teacher_dashboard');
  await teacher.goto('/student_responses');
  const responses = teacher.getByRole('table', { name: 'Student responses' });
  // Only pseudonyms on the page: the student is known by a code and a handle.
  await responses
    .getByText(/^student-[0-9a-f]{6}@pseudonym\.invalid$/)
    .first()
    .waitFor();
  expect(await responses.textContent()).not.toContain('Aisha');
  await responses.getByRole('link', { name: /^View Chat of Student [0-9A-F]{6} in / }).click();
  await teacher.getByRole('heading', { name: 'Pseudonymised review' }).waitFor();
  await teacher.getByRole('textbox', { name: 'Reason' }).fill('She asked me to review it with her');
  await teacher.getByRole('button', { name: 'Reveal name' }).click();
  await seen(teacher, 'Aisha Patel (aisha.patel@example.edu)');
  await teacher.context().close();

  await admin.goto('/admin/audit');
  const entry = admin.getByRole('row').filter({ hasText: "Revealed a student's name" });
  await entry.getByRole('cell', { name: 'Maria Okafor (teacher)' }).waitFor();
  await entry.getByRole('cell', { name: 'Aisha Patel' }).waitFor();
});
