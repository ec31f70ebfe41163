import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Activity } from '../../src/db/entities/activity.ts';
import { materialSettled } from '../support/activities.ts';
import { httpClient } from '../support/clients.ts';
import { launchChromium, signInThroughUi } from '../support/chromium.ts';
import { signIn } from '../support/sign-in.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  app = await startTestApp({ SERVE_WEB: 'true' });
  browser = await launchChromium();
  page = await (await browser.newContext({ baseURL: app.url })).newPage();
  await signInThroughUi(page, app.url, 'dana.whitfield@example.edu');
  await page.waitForURL('**/admin_page');
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const seen = (text: string | RegExp) => page.getByText(text).first().waitFor({ timeout: 15_000 });
const stat = (label: string) =>
  page.getByRole('region', { name: label }).locator('[data-stat-value]').textContent();
const pick = async (combobox: string, option: string | RegExp, typed?: string) => {
  await page.getByRole('combobox', { name: combobox }).click();
  if (typed) await page.getByRole('combobox', { name: combobox }).fill(typed);
  await page.getByRole('option', { name: option }).click();
};

it('adds a teacher, a course for them and a student, enrolls the student, and sees the counts change', async () => {
  await expect.poll(() => stat('Total Teachers')).toBe('2');
  await page.goto('/teachers/new');
  await page.getByLabel('First Name').fill('Grace');
  await page.getByLabel('Last Name').fill('Hopper');
  await page.getByLabel('Email').fill('grace.hopper@example.edu');
  await pick('Department', 'Computer Science');
  await page.getByRole('button', { name: 'Add Teacher' }).click();
  await seen('Teacher Added Successfully');
  await page.getByRole('cell', { name: 'Grace Hopper', exact: true }).waitFor();

  await page.goto('/courses/new');
  await page.getByLabel('Course Title').fill('Compiler Construction');
  await page.getByLabel('Course Code').fill('cs450');
  await pick('Department', 'Computer Science');
  await page.getByLabel('Course Description').fill('Lexing, parsing and code generation.');
  await pick('Assigned Teacher', /Grace Hopper/, 'Hopper');
  await page.getByLabel('Start Date').fill('2026-01-12');
  await page.getByLabel('End Date').fill('2027-01-05');
  await page.getByRole('textbox', { name: 'Max Students' }).fill('30');
  await page.getByRole('textbox', { name: 'Credits' }).fill('4');
  await page.getByRole('button', { name: 'Add Course' }).click();
  await seen('Course Added Successfully');
  await page.getByRole('cell', { name: 'CS450' }).waitFor();

  await page.goto('/students/new');
  await page.getByLabel('First Name').fill('Alan');
  await page.getByLabel('Last Name').fill('Turing');
  await page.getByLabel('Email').fill('alan.turing@example.edu');
  await page.getByRole('button', { name: 'Add Student' }).click();
  await seen('Student Added Successfully');
  await page.waitForURL('**/admin/students');

  await page.goto('/admin/enrollments');
  await pick('Course', /CS450/);
  await seen('No students enrolled in this course.');
  await pick('Student', /Alan Turing/, 'turing');
  await page.getByRole('button', { name: 'Enroll Student' }).click();
  await seen('Student Enrolled');
  await page.getByRole('cell', { name: 'Alan Turing', exact: true }).waitFor();

  await page.goto('/admin_page');
  await expect.poll(() => stat('Total Teachers')).toBe('3');
  await expect.poll(() => stat('Total Courses')).toBe('4');
  await expect.poll(() => stat('Total Students')).toBe('7');
  await seen('New course "Compiler Construction" created');
});

it('searches and filters, edits and deletes with confirmation', async () => {
  await page.goto('/courses');
  // A course's status reads whole on a desktop screen, never cut to "ACTI…".
  const status = page
    .getByRole('table', { name: 'Courses' })
    .getByText('Active', { exact: true })
    .first();
  expect(await status.evaluate((label) => label.scrollWidth <= label.clientWidth)).toBe(true);
  await page.getByRole('searchbox', { name: 'Search courses' }).fill('zzz');

  await seen('No courses found. Try adjusting your search.');
  await page.getByRole('searchbox', { name: 'Search courses' }).fill('compiler');
  await page.getByRole('button', { name: 'View Details of Compiler Construction' }).click();
  await page
    .getByRole('dialog', { name: 'Course Details' })
    .getByRole('button', { name: 'Edit' })
    .click();
  await page.getByRole('textbox', { name: 'Title' }).fill('Compilers');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await seen('Course Updated');

  await page.goto('/teachers');
  await pick('Department', 'Computer Science');
  await page.getByRole('button', { name: 'Delete Grace Hopper' }).click();
  await page.getByRole('button', { name: 'Delete Teacher' }).click();
  await seen(/Grace Hopper still teaches CS450 \(Compilers\)/);

  await page.goto('/admin/students');
  await page.getByRole('searchbox', { name: 'Search students' }).fill('turing');
  await page.getByRole('button', { name: 'Edit Alan Turing' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill('Alan Mathison Turing');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByRole('cell', { name: 'Alan Mathison Turing', exact: true }).waitFor();
  await page.getByRole('button', { name: 'Delete Alan Mathison Turing' }).click();
  await seen(/enrollment/);
  await page.getByRole('button', { name: 'Delete Student' }).click();
  await seen('No students found matching your search criteria.');

  await page.goto('/courses?q=CS450');
  await page.getByRole('button', { name: 'Delete Compilers' }).click();
  await page.getByRole('button', { name: 'Delete Course' }).click();
  await seen('Course Deleted');
});

it("opens the insights of an activity nobody has answered from its course's details", async () => {
  const activity = await app.db.orm.em
    .fork()
    .findOneOrFail(
      Activity,
      { course: { courseCode: 'CS101' } },
      { orderBy: { createdAt: 'asc' } },
    );
  await page.goto('/courses?q=CS101');
  await page
    .getByRole('button', { name: /^View Details of / })
    .first()
    .click();
  const details = page.getByRole('dialog', { name: 'Course Details' });
  await details.getByText('0 students started, 0 submitted').first().waitFor();
  await details.getByRole('link', { name: `Insights of ${activity.title}` }).click();
  await page.waitForURL(`**/admin/insights/${activity.id}`);
  await page.getByRole('heading', { name: `Insights: ${activity.title}` }).waitFor();
});

it("opens a student's transcript from Activity Submissions, which updates live", async () => {
  const activity = await app.db.orm.em
    .fork()
    .findOneOrFail(Activity, { course: { courseCode: 'CS101' } });
  await materialSettled(app, activity.id);
  await page.goto('/admin/student_responses');
  await seen('No activity submissions found.');
  const omar = httpClient(app, { cookie: (await signIn(app, 'omar.haddad@example.edu')).cookie });
  await omar.student.chat.send.mutate({
    activityId: activity.id,
    content: 'What is binary search?',
  });
  await page.getByRole('cell', { name: /^Omar Haddad/ }).waitFor({ timeout: 15_000 });
  await page
    .getByRole('link', { name: /View Chat/ })
    .first()
    .click();
  await page.waitForURL('**/admin/chat-details/**');
  await seen('(Teacher: Maria Okafor)');
  await seen('What is binary search?');
});

it('finds in Settings → Assistant which setting enables each model and store', async () => {
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Assistant' }).click();
  const models = page.getByRole('region', { name: 'Models' });
  // The choice GPT_4 is named by the model the server runs for it.
  const gpt4 = models
    .getByRole('listitem')
    .filter({ has: page.getByText('GPT-4o', { exact: true }) });
  await gpt4.getByText('Not enabled', { exact: true }).waitFor();
  await gpt4.getByText('OPENAI_API_KEY').waitFor();
  const pinecone = page
    .getByRole('region', { name: 'Vector stores' })
    .getByRole('listitem')
    .filter({ hasText: 'pinecone' });
  await pinecone.getByText('PINECONE_API_KEY').waitFor();
  await page.getByRole('region', { name: 'Models' }).getByText('Offline responder').waitFor();
});
