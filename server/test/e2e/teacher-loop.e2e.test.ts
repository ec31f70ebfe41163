import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  ask as askIn,
  CS101_ACTIVITY as ACTIVITY,
  openCs101,
  visible,
} from '../support/cs101-in-browser.ts';

/**
 * The ask-my-teacher loop: Aisha asks what the material does not say and asks her teacher
 * about the reply; Maria answers from the Questions page with "Answer and correct" and pins
 * the correction as a teacher's note; Aisha's open chat shows the answer and the correction
 * live; Lucas then asks a similar question and is answered from the note.
 */

let cs101: Awaited<ReturnType<typeof openCs101>>;
let teacher: Page;
let aisha: Page;
let lucas: Page;
const QUESTION = 'When is the midterm exam?';
const ANSWER = 'The midterm exam is on Friday 12 December at 9:00 in room B204.';

beforeAll(async () => {
  cs101 = await openCs101();
  teacher = await cs101.signIn('maria.okafor@example.edu', 'teacher_dashboard');
  aisha = await cs101.signIn('aisha.patel@example.edu', 'student_dashboard');
  lucas = await cs101.signIn('lucas.moreau@example.edu', 'student_dashboard');
});
afterAll(async () => {
  await cs101?.close();
});

const ask = (page: Page, question: string) => askIn(page, cs101.activityId, question);

const card = () =>
  teacher.getByRole('article', { name: `Question from Aisha Patel about ${ACTIVITY}` });

it('the student asks her teacher about a reply the material could not give', async () => {
  await ask(aisha, QUESTION);
  await visible(aisha.getByText(/couldn't find anything about that/));
  await aisha.getByRole('button', { name: 'Ask my teacher' }).last().click();
  const dialog = aisha.getByRole('dialog', { name: 'Ask my teacher' });
  await dialog.getByRole('button', { name: 'Send to teacher' }).click();
  await visible(aisha.getByText('Asked your teacher'));
});

it('the teacher sees the count, answers and corrects the reply in one step', async () => {
  const nav = teacher.getByRole('navigation', { name: 'Main' });
  const questions = nav.getByRole('link', { name: /^Questions\s*1 open$/ });
  await visible(questions);
  await questions.click();
  await teacher.waitForURL('**/teacher_questions');
  await visible(card().getByText(QUESTION));
  await visible(card().getByRole('button', { name: 'Correct this reply' }));
  expect(await card().getByText('Corrected', { exact: true }).count()).toBe(0);

  await card().getByLabel('Your answer').fill(ANSWER);
  await card().getByRole('button', { name: 'Answer and correct' }).click();
  await visible(teacher.getByText('Answer sent'));
  await visible(teacher.getByText('No open questions'));

  await teacher.getByRole('tab', { name: 'Answered' }).click();
  await visible(card().getByText('Corrected', { exact: true }));
  await visible(card().getByRole('note', { name: 'Your correction' }).getByText(ANSWER));
  // Answer and correct wrote one paragraph: the card shows it once, as the correction.
  expect(await card().getByText(ANSWER).count()).toBe(1);
  await visible(card().getByText('Sent as the correction above.'));
});

it("the student's open chat shows the answer and the correction live", async () => {
  // No reload: Aisha has stayed on her chat.
  const log = aisha.getByRole('log', { name: 'Conversation' });
  await visible(log.getByText('Maria Okafor · Teacher'));
  // The same paragraph once: in the answer, which the correction under the reply leads to.
  const correction = aisha.getByRole('note', { name: "Your teacher's correction" });
  await visible(correction.getByText('As in the answer below.'));
  expect(await log.getByText(ANSWER).count()).toBe(1);
  await correction.getByRole('button', { name: 'Read it' }).click();
  await expect
    .poll(() => log.locator(':focus').getByText(ANSWER).count(), { timeout: 5000 })
    .toBe(1);
});

it("the teacher pins the correction as a teacher's note from the question", async () => {
  await card().getByRole('button', { name: "Pin as a teacher's note" }).click();
  const dialog = teacher.getByRole('dialog', { name: "Pin as a teacher's note" });
  // The title starts from the teacher's own correction, never the student's words.
  await expect.poll(() => dialog.getByRole('textbox', { name: 'Title' }).inputValue()).toBe(ANSWER);
  await dialog.getByRole('button', { name: 'Pin note' }).click();
  await visible(teacher.getByText('Pinned', { exact: true }));
  await visible(card().getByText('Note pinned'));
  await visible(card().getByText("Pinned as a teacher's note"));

  // Ready once ingested, as the activity's details show it.
  await teacher.goto('/activities');
  await teacher.getByRole('button', { name: `View Details of ${ACTIVITY}` }).click();
  const note = teacher
    .getByRole('list', { name: "Teacher's notes" })
    .getByRole('listitem', { name: ANSWER });
  await expect
    .poll(() => note.getByRole('status').textContent(), { timeout: 30_000 })
    .toBe('Ready');
});

it('answers another student\'s similar question from the note, citing "Teacher\'s note"', async () => {
  await ask(lucas, 'What day is the midterm exam?');
  await visible(lucas.getByText(/Your teacher wrote a note about this/));
  await visible(lucas.getByRole('log', { name: 'Conversation' }).getByText(ANSWER));
  const sources = lucas.getByRole('group', { name: 'Sources' }).last();
  await visible(sources.getByText("[1] Teacher's note"));
  // Aisha's question, the note's title, is nowhere on Lucas's screen.
  expect(await lucas.getByText(QUESTION).count()).toBe(0);
});
