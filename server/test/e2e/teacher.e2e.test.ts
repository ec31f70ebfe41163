import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Activity } from '../../src/db/entities/activity.ts';
import { Conversation } from '../../src/db/entities/conversation.ts';
import { writeDocx } from '../support/docx-writer.ts';
import { writePdf } from '../../src/rag/ingest/pdf-writer.ts';
import { httpClient } from '../support/clients.ts';
import { downloadText, launchChromium, signInThroughUi } from '../support/chromium.ts';
import { signIn } from '../support/sign-in.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
let browser: Browser;
let page: Page;
const TITLE = 'Week 6: Stacks and queues';

beforeAll(async () => {
  app = await startTestApp({ SERVE_WEB: 'true' });
  browser = await launchChromium();
  page = await (await browser.newContext({ baseURL: app.url, acceptDownloads: true })).newPage();
  await signInThroughUi(page, app.url, 'maria.okafor@example.edu');
  await page.waitForURL('**/teacher_dashboard');
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const visible = (locator: ReturnType<Page['getByText']>, timeout = 20_000) =>
  expect.poll(() => locator.first().isVisible(), { timeout }).toBe(true);

it('creates an activity with a PDF and a DOCX and watches both become ready', async () => {
  await page.goto('/activities/create');
  await page.getByLabel('Title').fill(TITLE);
  await page.getByRole('combobox', { name: 'Course' }).click();
  await page.getByRole('option', { name: 'Introduction to Programming' }).click();
  await page.getByLabel('Description').fill('Last in, first out; first in, first out.');
  await page.getByLabel('Instructions for students').fill('Compare a stack with a queue.');
  await page.getByLabel('Assistant instructions').fill('Ask for an everyday example first.');
  const docx = await writeDocx([
    { text: 'Queues', heading: 1 },
    { text: 'A queue serves items first in, first out.' },
  ]);
  // A photo saved as .pdf is refused when dropped, saying what it is: nothing is uploaded.
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];
  await page.locator('input[type=file]').setInputFiles({
    name: 'photo.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(png),
  });
  await visible(
    page
      .getByRole('tabpanel', { name: 'Content' })
      .getByText('photo.pdf is a PNG image, not a PDF.', {
        exact: false,
      }),
  );
  // The refusal's toast comes a moment later (its container loads with the first toast), closes
  // by itself as a teacher who waits sees, and lies over the form's buttons meanwhile (a pointer
  // resting on it keeps it open): wait for it to come and go before clicking under it.
  const toast = page.getByRole('alert').filter({ hasText: 'photo.pdf is a PNG image' });
  await toast.waitFor({ state: 'visible' });
  expect(await page.getByRole('list', { name: 'Uploaded files' }).count()).toBe(0);
  await page.locator('input[type=file]').setInputFiles([
    {
      name: 'stacks.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(
        writePdf(['A stack adds and removes items at the top: last in, first out.']),
      ),
    },
    {
      name: 'queues.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: Buffer.from(docx),
    },
  ]);
  await visible(page.getByRole('list', { name: 'Uploaded files' }).getByText('queues.docx'));
  await toast.waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: 'Create Activity' }).click();
  await page.waitForURL('**/activities?activity=*');
  await visible(page.getByText('Activity created successfully.'));
  const details = page.getByRole('dialog', { name: 'Activity Details' });
  await visible(details.getByText('Compare a stack with a queue.'));
  await visible(details.getByText('Ask for an everyday example first.'));
  for (const file of ['stacks.pdf', 'queues.docx']) {
    await expect
      .poll(() => details.getByRole('listitem', { name: file }).getByRole('status').textContent(), {
        timeout: 30_000,
      })
      .toBe('Ready');
  }
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: 'Active' }).click();
  await visible(page.getByText(TITLE));
});

it('previews the activity as a student and inspects what the search found, saving nothing', async () => {
  await page.getByRole('button', { name: `View Details of ${TITLE}` }).click();
  await page.getByRole('button', { name: 'Preview as a student' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview as a student' });
  await visible(preview.getByText('No questions yet'));
  await preview
    .getByRole('textbox', { name: 'Message' })
    .fill('What does last in, first out mean?');
  await page.keyboard.press('Enter');
  const conversation = preview.getByRole('log', { name: 'Preview conversation' });
  await visible(conversation.getByText(/From the course material/));
  const inspector = conversation.getByRole('region', { name: 'Inspector' });
  await visible(inspector.getByText('Covered.'));
  const passages = inspector.getByRole('list', { name: 'Passages found' });
  await visible(passages.getByText(/stacks\.pdf/));
  await visible(passages.getByText(/Same words: 1st/));

  await preview.getByRole('textbox', { name: 'Message' }).fill('Who painted the Mona Lisa?');
  await page.keyboard.press('Enter');
  await visible(
    conversation.getByText("Not covered: the assistant would say the material doesn't cover this"),
  );
  await expect.poll(() => inspector.count()).toBe(2);
  // Each answer's inspector folds away on its own.
  await conversation.getByRole('button', { name: 'Inspector' }).first().click();
  await expect.poll(() => inspector.count()).toBe(1);

  await preview.getByRole('button', { name: 'Back to details' }).click();
  await visible(page.getByRole('dialog', { name: 'Activity Details' }));
  await page.keyboard.press('Escape');
  const activity = await app.db.orm.em.fork().findOneOrFail(Activity, { title: TITLE });
  expect(await app.db.orm.em.fork().count(Conversation, { activity: activity.id })).toBe(0);
});

it('sees a student’s new response live, opens the transcript, exports it, and deletes the activity with its responses', async () => {
  const activity = await app.db.orm.em.fork().findOneOrFail(Activity, { title: TITLE });
  await page.goto('/student_responses');
  await visible(page.getByText(/No student responses available\.|Aisha Patel|Sofia Ramirez/));

  const student = httpClient(app, {
    cookie: (await signIn(app, 'sofia.ramirez@example.edu')).cookie,
  });
  await student.student.chat.send.mutate({
    activityId: activity.id,
    content: 'What does last in, first out mean?',
  });
  const table = page.getByRole('table', { name: 'Student responses' });
  await visible(table.getByText(TITLE));
  let replyId = '';
  await expect
    .poll(async () => {
      const { messages } = await student.student.chat.history.query({ activityId: activity.id });
      replyId = messages.find((m) => m.sender === 'assistant' && m.status === 'complete')?.id ?? '';
      return replyId;
    })
    .not.toBe('');
  await student.student.chat.feedback.mutate({ messageId: replyId, feedback: 'like' });
  await student.student.chat.submit.mutate({ activityId: activity.id });

  await page.getByRole('link', { name: `View Chat of Sofia Ramirez in ${TITLE}` }).click();
  await visible(page.getByText('What does last in, first out mean?'));
  await visible(page.getByText('Completed'));
  await visible(page.getByText('The student Liked this reply'));

  await page.goto('/student_responses');
  await visible(page.getByRole('table', { name: 'Student responses' }).getByText(TITLE));
  const feedback = page.getByRole('region', {
    name: 'Likes and dislikes of the assistant’s replies',
  });
  await visible(feedback.getByRole('listitem').filter({ hasText: TITLE }).getByText('1 like'));
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export Data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^student-responses-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await downloadText(download);
  expect(csv).toContain(`Last Response Date (${app.config.schoolTimeZone})`);
  expect(csv).toMatch(
    new RegExp(`Sofia Ramirez,.*${TITLE},\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2},Completed`),
  );

  await page.goto('/activities');
  await page.getByRole('button', { name: `Delete ${TITLE}` }).click();
  await page.getByRole('button', { name: 'Delete Activity & responses' }).click();
  await visible(page.getByText(/deleted deleted successfully/));
  await expect.poll(() => app.db.orm.em.fork().count(Activity, { title: TITLE })).toBe(0);
  expect(await app.db.orm.em.fork().count(Conversation, { activity: activity.id })).toBe(0);
});

it('saves a draft (the model picker naming whom to ask, Enter in a date field sending nothing), then publishes it from its card', async () => {
  const draft = 'Week 7: Hash tables';
  await page.goto('/activities/create');
  await page.getByLabel('Title').fill(draft);
  await page.getByRole('combobox', { name: 'Course' }).click();
  await page.getByRole('option', { name: 'Introduction to Programming' }).click();
  await page.locator('input[type=file]').setInputFiles([
    {
      name: 'hashing.md',
      mimeType: 'text/markdown',
      buffer: Buffer.from('# Hashing\n\nKeys map to buckets.'),
    },
  ]);
  await visible(page.getByRole('list', { name: 'Uploaded files' }).getByText('hashing.md'));
  await page.getByRole('tab', { name: 'Assistant settings' }).click();
  await page.getByRole('combobox', { name: 'Model' }).click();
  await visible(page.getByText('Not enabled on this server: ask your administrator'));
  expect(await page.getByText(/API_KEY|BASE_URL/).count()).toBe(0);
  await page.keyboard.press('Escape');
  // The form is complete: Enter in the date field would have created it, published.
  await page.getByLabel('Start Date').click();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Save as Draft' }).click();
  await page.waitForURL('**/activities?activity=*');
  await visible(page.getByText('Draft saved'));
  const saved = await app.db.orm.em.fork().find(Activity, { title: draft });
  expect(saved.map((a) => a.status)).toEqual(['draft']);

  const details = page.getByRole('dialog', { name: 'Activity Details' });
  await visible(details.getByText('hashing.md'));
  await page.keyboard.press('Escape');
  await expect.poll(() => details.isVisible()).toBe(false);
  await page.getByRole('tab', { name: 'Drafts' }).click();
  await page.getByRole('button', { name: `Publish ${draft}` }).click();
  // Publishing cannot be undone: it asks first.
  const confirm = page.getByRole('dialog', { name: 'Publish activity?' });
  await visible(confirm.getByText(/cannot go back to being a draft/));
  await confirm.getByRole('button', { name: 'Publish' }).click();
  await visible(page.getByText('Activity published'));
  await expect
    .poll(async () => (await app.db.orm.em.fork().findOneOrFail(Activity, { title: draft })).status)
    .toBe('published');
});
