import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  ask as askIn,
  CS101_ACTIVITY as ACTIVITY,
  openCs101,
  visible,
} from '../support/cs101-in-browser.ts';

/**
 * Aisha asks what the material does not say; Maria corrects the reply from the transcript
 * while Aisha watches, and pins the correction as a teacher's note; Lucas then asks a
 * similar question and is answered from the note, cited as "Teacher's note".
 */

let cs101: Awaited<ReturnType<typeof openCs101>>;
let teacher: Page;
let aisha: Page;
let lucas: Page;
const CORRECTION = 'The midterm exam is on Friday 12 December at 9:00 in room B204.';
const NOTE_TITLE = 'Date and room of the midterm exam';

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
  // The title starts from Maria's correction, never from Aisha's question; she writes her own.
  const title = dialog.getByRole('textbox', { name: 'Title' });
  await expect.poll(() => title.inputValue()).toBe(CORRECTION);
  await title.fill(NOTE_TITLE);
  await dialog.getByRole('button', { name: 'Pin note' }).click();
  await visible(teacher.getByText("Pinned as a teacher's note"));

  await teacher.goto('/activities');
  await teacher.getByRole('button', { name: `View Details of ${ACTIVITY}` }).click();
  const notes = teacher.getByRole('list', { name: "Teacher's notes" });
  const note = notes.getByRole('listitem', { name: NOTE_TITLE });
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
  // Neither Aisha's question nor the note's title is on Lucas's screen.
  expect(await lucas.getByText('When is the midterm exam?').count()).toBe(0);
  expect(await lucas.getByText(NOTE_TITLE).count()).toBe(0);
});
