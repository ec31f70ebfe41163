import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Activity } from '../../src/db/entities/activity.ts';
import { materialSettled } from '../support/activities.ts';
import { launchChromium, signInThroughUi } from '../support/chromium.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Aisha, on her phone, asks her teacher about a reply of the assistant; Maria, already on
 * her dashboard, sees the count in her sidebar, opens the question and answers it in place;
 * Aisha's chat, left open, shows the answer as Maria's message without a reload.
 */
let app: TestApp;
let browser: Browser;
let teacher: Page;
let student: Page;
let activityId: string;
const ACTIVITY = 'Week 3: Searching and sorting';
const NOTE = 'Why does it need a sorted list?';
const ANSWER = 'Because it throws away the half that cannot hold the target, by comparing.';

beforeAll(async () => {
  app = await startTestApp({ SERVE_WEB: 'true' });
  activityId = (
    await app.db.orm.em.fork().findOneOrFail(Activity, { course: { courseCode: 'CS101' } })
  ).id;
  await materialSettled(app, activityId);
  browser = await launchChromium();
  teacher = await (await browser.newContext({ baseURL: app.url })).newPage();
  await signInThroughUi(teacher, app.url, 'maria.okafor@example.edu');
  await teacher.waitForURL('**/teacher_dashboard');
  const phone = { width: 390, height: 844 };
  student = await (await browser.newContext({ baseURL: app.url, viewport: phone })).newPage();
  await signInThroughUi(student, app.url, 'aisha.patel@example.edu');
  await student.waitForURL('**/student_dashboard');
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const visible = (locator: ReturnType<Page['getByText']>, timeout = 20_000) =>
  expect.poll(() => locator.first().isVisible(), { timeout }).toBe(true);

it('the student asks her teacher about a reply, with a note', async () => {
  await student.goto(`/student_activity/${activityId}`);
  const box = student.getByRole('textbox', { name: 'Message' });
  await box.fill('Does binary search work on any list?');
  await box.press('Enter');
  await visible(student.getByText(/From the course material/));
  const ask = student.getByRole('button', { name: 'Ask my teacher' });
  await visible(ask);
  await ask.last().click();

  const dialog = student.getByRole('dialog', { name: 'Ask my teacher' });
  // The note box has the focus: she types at once.
  await student.keyboard.type(NOTE);
  await expect.poll(() => dialog.getByLabel('Note (optional)').inputValue()).toBe(NOTE);
  await dialog.getByRole('button', { name: 'Send to teacher' }).click();
  await visible(student.getByText('Question sent'));
  await visible(student.getByText('Asked your teacher'));
  expect(await student.getByRole('button', { name: 'Ask my teacher' }).count()).toBe(0);
  // Nothing is wider than the phone.
  const html = student.locator('html');
  expect(await html.evaluate((root) => root.scrollWidth)).toBeLessThanOrEqual(
    await html.evaluate((root) => root.clientWidth),
  );
});

it('the teacher sees the count live, finds the question and answers it in place', async () => {
  // Maria has stayed on her dashboard: her sidebar counts the question.
  const nav = teacher.getByRole('navigation', { name: 'Main' });
  const questions = nav.getByRole('link', { name: /^Questions\s*1 open$/ });
  await visible(questions);
  await visible(teacher.getByText('Question from Aisha Patel'));
  await questions.click();
  await teacher.waitForURL('**/teacher_questions');

  const card = teacher.getByRole('article', {
    name: `Question from Aisha Patel about ${ACTIVITY}`,
  });
  await visible(card.getByText(NOTE));
  await visible(card.getByText('Does binary search work on any list?'));
  await visible(card.getByText(/From the course material/));
  await card.getByLabel('Your answer').fill(ANSWER);
  await card.getByLabel('Your answer').press('Control+Enter');
  await visible(teacher.getByText('Answer sent'));
  await visible(teacher.getByText('No open questions'));
  await expect.poll(() => nav.getByRole('link', { name: /open$/ }).count()).toBe(0);

  await teacher.getByRole('tab', { name: 'Answered' }).click();
  const answered = teacher.getByRole('article', {
    name: `Question from Aisha Patel about ${ACTIVITY}`,
  });
  await visible(answered.getByText(ANSWER));
  await visible(answered.getByText(/Maria Okafor, answered/));
});

it("the student's open chat shows the answer live, as the teacher's message", async () => {
  // No reload: the chat Aisha left open receives it.
  const log = student.getByRole('log', { name: 'Conversation' });
  await visible(log.getByText(ANSWER));
  await visible(log.getByText('Maria Okafor · Teacher'));
  expect(await student.getByText('Asked your teacher').count()).toBe(0);
  await visible(student.getByText('Maria Okafor answered your question'));
});

it('shows the answer in the transcript the teacher reads', async () => {
  await teacher.goto(
    `/chat-details/${activityId}/${encodeURIComponent('aisha.patel@example.edu')}`,
  );
  const log = teacher.getByRole('log', { name: 'Conversation' });
  await visible(log.getByText(ANSWER));
  await visible(log.getByText('Teacher answered'));
});
