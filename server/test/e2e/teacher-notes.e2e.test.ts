import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Activity } from '../../src/db/entities/activity.ts';
import { materialSettled } from '../support/activities.ts';
import { launchChromium, signInThroughUi } from '../support/chromium.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Aisha asks what the material does not say; Maria corrects the reply from the transcript
 * while Aisha watches, and pins the correction as a teacher's note; Lucas then asks a
 * similar question and is answered from the note, cited as "Teacher's note".
 */
let app: TestApp;
let browser: Browser;
let teacher: Page;
let aisha: Page;
let lucas: Page;
let activityId: string;
const ACTIVITY = 'Week 3: Searching and sorting';
const CORRECTION = 'The midterm exam is on Friday 12 December at 9:00 in room B204.';

beforeAll(async () => {
  app = await startTestApp({ SERVE_WEB: 'true' });
  activityId = (
    await app.db.orm.em.fork().findOneOrFail(Activity, { course: { courseCode: 'CS101' } })
  ).id;
  await materialSettled(app, activityId);
  browser = await launchChromium();
  const page = async (email: string, home: string) => {
    const opened = await (await browser.newContext({ baseURL: app.url })).newPage();
    await signInThroughUi(opened, app.url, email);
    await opened.waitForURL(`**/${home}`);
    return opened;
  };
  teacher = await page('maria.okafor@example.edu', 'teacher_dashboard');
  aisha = await page('aisha.patel@example.edu', 'student_dashboard');
  lucas = await page('lucas.moreau@example.edu', 'student_dashboard');
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const visible = (locator: ReturnType<Page['getByText']>, timeout = 20_000) =>
  expect.poll(() => locator.first().isVisible(), { timeout }).toBe(true);

async function ask(page: Page, question: string) {
  await page.goto(`/student_activity/${activityId}`);
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill(question);
  await box.press('Enter');
}

it('the teacher corrects a reply and the student sees it under the reply at once', async () => {
  await ask(aisha, 'When is the midterm exam?');
  await visible(aisha.getByText(/couldn't find anything about that/));

  await teacher.goto('/student_responses');
  await teacher.getByRole('link', { name: `View Chat of Aisha Patel in ${ACTIVITY}` }).click();
  await visible(teacher.getByText('When is the midterm exam?'));
  await teacher.getByRole('button', { name: 'Correct this reply' }).click();
  await teacher.getByRole('textbox', { name: 'Correction' }).fill(CORRECTION);
  await teacher.getByRole('button', { name: 'Save correction' }).click();
  await visible(teacher.getByRole('note', { name: 'Your correction' }).getByText(CORRECTION));

  // Aisha has stayed on her chat.
  const correction = aisha.getByRole('note', { name: "Your teacher's correction" });
  await visible(correction.getByText(CORRECTION));
  await aisha.reload();
  await visible(correction.getByText(CORRECTION));
});

it("pins the correction as a teacher's note, listed on the activity", async () => {
  await teacher.getByRole('button', { name: "Pin as a teacher's note" }).click();
  const dialog = teacher.getByRole('dialog', { name: "Pin as a teacher's note" });
  await expect
    .poll(() => dialog.getByRole('textbox', { name: 'Title' }).inputValue())
    .toBe('When is the midterm exam?');
  await dialog.getByRole('button', { name: 'Pin note' }).click();
  await visible(teacher.getByText("Pinned as a teacher's note"));

  await teacher.goto('/activities');
  await teacher.getByRole('button', { name: `View Details of ${ACTIVITY}` }).click();
  const notes = teacher.getByRole('list', { name: "Teacher's notes" });
  const note = notes.getByRole('listitem', { name: 'When is the midterm exam?' });
  await visible(note.getByText(CORRECTION));
  await expect
    .poll(() => note.getByRole('status').textContent(), { timeout: 30_000 })
    .toBe('Ready');
});

it('answers another student\'s similar question from the note, citing "Teacher\'s note"', async () => {
  await ask(lucas, 'What day is the midterm exam?');
  await visible(lucas.getByText(/Your teacher wrote a note about this/));
  await visible(lucas.getByRole('log', { name: 'Conversation' }).getByText(CORRECTION));
  const sources = lucas.getByRole('group', { name: 'Sources' }).last();
  await visible(sources.getByText("[1] Teacher's note"));
  await sources.getByText("[1] Teacher's note").click();
  await visible(
    lucas.getByRole('dialog').getByText('A note the teacher wrote for questions like this one.'),
  );
  // Aisha's question, the note's title, is nowhere on Lucas's screen.
  expect(await lucas.getByText('When is the midterm exam?').count()).toBe(0);
});
