import type { EntityManager } from '@mikro-orm/postgresql';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ensureConversation } from '../../src/chat/conversations.ts';
import { Activity, type IActivity } from '../../src/db/entities/activity.ts';
import { Chunk } from '../../src/db/entities/chunk.ts';
import { Message } from '../../src/db/entities/message.ts';
import { User } from '../../src/db/entities/user.ts';
import { OFFLINE_NOTHING } from '../../src/rag/answer/offline.ts';
import { materialSettled } from '../support/activities.ts';
import { downloadText, launchChromium, PHONE, signInThroughUi } from '../support/chromium.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
let browser: Browser;
let page: Page;
let activity: IActivity;

/** Questions of two days in March, as students chatting would have left them. */
async function seedQuestions() {
  const em = app.db.orm.em.fork() as EntityManager;
  const chunk = await em.findOneOrFail(
    Chunk,
    { activity: activity.id },
    { populate: ['file'], orderBy: { ordinal: 'asc' } },
  );
  const turns = [
    ['aisha.patel@example.edu', 'How does binary search halve the list?', '2026-03-02T09:00:00Z'],
    ['lucas.moreau@example.edu', 'What is recursion?', '2026-03-02T10:00:00Z'],
    ['lucas.moreau@example.edu', 'Is merge sort stable?', '2026-03-03T08:00:00Z'],
  ] as const;
  for (const [email, question, at] of turns) {
    const student = await em.findOneOrFail(User, { email });
    const conversation = await ensureConversation(em, activity.id, student.id);
    const asked = new Date(at);
    const covered = question !== 'What is recursion?';
    em.create(Message, { conversation, sender: 'user', content: question, createdAt: asked });
    em.create(Message, {
      conversation,
      sender: 'assistant',
      // Replies are Markdown, as the offline responder writes them: a quote of the material.
      content: covered
        ? `From the course material:\n\n> ${question} The material says so. [1]`
        : OFFLINE_NOTHING,
      feedback: question === 'Is merge sort stable?' ? 'dislike' : null,
      citations: covered
        ? [
            {
              index: 1,
              fileId: chunk.file.id,
              fileName: chunk.file.originalName,
              page: chunk.page,
              text: chunk.text,
            },
          ]
        : [],
      covered,
      offline: true,
      createdAt: new Date(asked.getTime() + 3000),
    });
  }
  await em.flush();
}

beforeAll(async () => {
  app = await startTestApp({ SERVE_WEB: 'true' });
  activity = await app.db.orm.em
    .fork()
    .findOneOrFail(
      Activity,
      { course: { courseCode: 'CS101' } },
      { orderBy: { createdAt: 'asc' } },
    );
  await materialSettled(app, activity.id);
  await seedQuestions();
  browser = await launchChromium();
  // Days on the charts are the viewer's: read them in UTC like the seeded times.
  const context = await browser.newContext({
    baseURL: app.url,
    acceptDownloads: true,
    timezoneId: 'UTC',
  });
  page = await context.newPage();
  await signInThroughUi(page, app.url, 'maria.okafor@example.edu');
  await page.waitForURL('**/teacher_dashboard');
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const visible = (locator: ReturnType<Page['getByText']>) =>
  expect.poll(() => locator.first().isVisible(), { timeout: 20_000 }).toBe(true);

it("opens an activity's insights from its card and reads a chart as a table, and as CSV", async () => {
  await page.goto('/activities');
  await page.getByRole('link', { name: `Insights of ${activity.title}` }).click();
  await page.waitForURL(`**/activities/${activity.id}/insights`);
  await visible(page.getByRole('heading', { name: `Insights: ${activity.title}` }));
  await visible(page.getByRole('region', { name: 'Questions' }).getByText('3', { exact: true }));

  const perDay = page.getByRole('region', { name: 'Questions per day' });
  await perDay.getByText('Table', { exact: true }).click();
  const table = perDay.getByRole('table', { name: 'Questions per day' });
  await visible(table);
  const cells = async (day: string) =>
    table
      .getByRole('row', { name: new RegExp(`^${day}`) })
      .getByRole('cell')
      .allTextContents();
  expect(await cells('Mar 2, 2026')).toEqual(['Mar 2, 2026', '2', '2']);
  expect(await cells('Mar 3, 2026')).toEqual(['Mar 3, 2026', '1', '1']);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    perDay.getByRole('button', { name: 'Download Questions per day as CSV' }).click(),
  ]);
  const csv = await downloadText(download);
  expect(csv).toContain('Day,Questions,Active students\r\n2026-03-02,2,2\r\n2026-03-03,1,1\r\n');
});

it('follows a question the material does not cover into its transcript', async () => {
  const notCovered = page.getByRole('region', { name: 'Not covered by the material' });
  await visible(notCovered.getByText('What is recursion?'));
  await notCovered.getByRole('link', { name: 'View Chat of Lucas Moreau' }).click();
  await page.waitForURL('**/chat-details/**');
  await visible(page.getByRole('log', { name: 'Conversation' }).getByText('What is recursion?'));
});

it('reads on a phone: bars for a few days, answers as text in a column wide enough, whole labels', async () => {
  const phone = await (
    await browser.newContext({ baseURL: app.url, viewport: PHONE, timezoneId: 'UTC' })
  ).newPage();
  await signInThroughUi(phone, app.url, 'maria.okafor@example.edu');
  await phone.waitForURL('**/teacher_dashboard');
  await phone.goto(`/activities/${activity.id}/insights`);
  await visible(phone.getByRole('heading', { name: `Insights: ${activity.title}` }));

  // Two days of questions are bars: a line through so few days is lone dots.
  const perDay = phone.getByRole('region', { name: 'Questions per day' });
  await visible(perDay.locator('.recharts-bar-rectangle'));
  expect(await perDay.locator('.recharts-line').count()).toBe(0);

  // The answer reads as the student saw it, without Markdown's quote marker, and keeps a
  // readable width: the table scrolls sideways instead of squeezing it.
  // Feedback on answers, the last section; material gaps list disliked answers too.
  const disliked = phone.getByRole('region', { name: 'Disliked answers', exact: true }).last();
  const answer = disliked.getByRole('cell', { name: /The material says so/ });
  await visible(answer);
  expect(await answer.textContent()).toBe(
    'From the course material:\n\nIs merge sort stable? The material says so. [1]',
  );
  expect((await answer.boundingBox())?.width).toBeGreaterThanOrEqual(200);
  const page = phone.locator('html');
  expect(await page.evaluate((root) => root.scrollWidth <= root.clientWidth)).toBe(true);

  // The material-use chart's file names fit beside their bars, shortened, not cut off.
  const use = phone.getByRole('region', { name: 'Material use' });
  const chart = use.locator('.recharts-surface').first();
  await visible(chart);
  const left = (await chart.boundingBox())?.x ?? 0;
  for (const tick of await use
    .locator('.recharts-yAxis-tick-labels text, .recharts-cartesian-axis-tick-value')
    .all()) {
    expect((await tick.boundingBox())?.x).toBeGreaterThanOrEqual(left);
  }
});
