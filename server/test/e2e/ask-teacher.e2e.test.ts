import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CS101_ACTIVITY as ACTIVITY, openCs101, visible } from '../support/cs101-in-browser.ts';

/**
 * Aisha, on her phone, asks her teacher about a reply of the assistant; Maria, already on
 * her dashboard, sees the count in her sidebar, opens the question and answers it in place;
 * Aisha's chat, left open, shows the answer as Maria's message without a reload.
 */

let cs101: Awaited<ReturnType<typeof openCs101>>;
let teacher: Page;
let student: Page;
let activityId: string;
const NOTE = 'Why does it need a sorted list?';
const ANSWER = 'Because it throws away the half that cannot hold the target, by comparing.';

beforeAll(async () => {
  cs101 = await openCs101();
  activityId = cs101.activityId;
  teacher = await cs101.signIn('maria.okafor@example.edu', 'teacher_dashboard');
  student = await cs101.signIn('aisha.patel@example.edu', 'student_dashboard', {
    viewport: { width: 390, height: 844 },
  });
});
afterAll(async () => {
  await cs101?.close();
});

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
  const note = dialog.getByLabel('Note (optional)');
  // The note box takes the focus as the dialog opens: she types without clicking it (once
  // it has it: keys pressed while the dialog is still opening would go elsewhere).
  await expect.poll(() => note.evaluate((box) => box.matches(':focus'))).toBe(true);
  await student.keyboard.type(NOTE);
  await expect.poll(() => note.inputValue()).toBe(NOTE);
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
  // The view follows the answer down, as it arrives at the bottom.
  const viewport = student.locator('.mantine-ScrollArea-viewport').filter({ has: log });
  await expect
    .poll(() => viewport.evaluate((v) => v.scrollHeight - v.scrollTop - v.clientHeight))
    .toBeLessThan(80);
  // The reply says it was answered (not "Ask my teacher" again), and leads to the answer;
  // the answer quotes the reply and leads back to it.
  const reply = log.getByRole('button', { name: /^Your teacher answered/ });
  await visible(reply);
  expect(await log.getByRole('button', { name: 'Ask my teacher' }).count()).toBe(0);
  const quote = log.getByRole('button', { name: /^Answering the reply/ });
  await quote.click();
  await expect
    .poll(() =>
      log
        .locator(':focus')
        .getByRole('button', { name: /^Your teacher answered/ })
        .count(),
    )
    .toBe(1);
  await reply.click();
  await expect.poll(() => log.locator(':focus').getByText(ANSWER).count()).toBe(1);
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
