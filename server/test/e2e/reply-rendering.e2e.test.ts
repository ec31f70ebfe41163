import type { EntityManager } from '@mikro-orm/postgresql';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ensureConversation } from '../../src/chat/conversations.ts';
import { Activity } from '../../src/db/entities/activity.ts';
import { Message } from '../../src/db/entities/message.ts';
import { User } from '../../src/db/entities/user.ts';
import { materialSettled } from '../support/activities.ts';
import { launchChromium, signInThroughUi } from '../support/chromium.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
let browser: Browser;
let page: Page;
let activityId: string;

// A reply as a model writes one for a course: math in both notations, and code.
const REPLY = [
  'From the course material:',
  '',
  '> Binary search halves the range each step, so it takes about \\(\\log_2 n\\) comparisons. [1]',
  '',
  'For $n = 1024$ that is',
  '',
  '\\[ \\log_2 1024 = 10 \\]',
  '',
  '```python',
  'def search(xs, target):',
  '    lo, hi = 0, len(xs)  # not $math$ here',
  '```',
].join('\n');

beforeAll(async () => {
  app = await startTestApp({ SERVE_WEB: 'true' });
  const em = app.db.orm.em.fork() as EntityManager;
  const activity = await em.findOneOrFail(
    Activity,
    { course: { courseCode: 'CS101' } },
    { orderBy: { createdAt: 'asc' } },
  );
  activityId = activity.id;
  await materialSettled(app, activityId);
  const aisha = await em.findOneOrFail(User, { email: 'aisha.patel@example.edu' });
  const conversation = await ensureConversation(em, activityId, aisha.id);
  const asked = new Date(Date.now() - 60_000);
  em.create(Message, {
    conversation,
    sender: 'user',
    content: 'How many steps does binary search take?',
    createdAt: asked,
  });
  em.create(Message, {
    conversation,
    sender: 'assistant',
    content: REPLY,
    citations: [],
    covered: true,
    offline: false,
    createdAt: new Date(asked.getTime() + 2000),
  });
  await em.flush();
  browser = await launchChromium();
  const context = await browser.newContext({ baseURL: app.url });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
  page = await context.newPage();
  await signInThroughUi(page, app.url, 'aisha.patel@example.edu');
  await page.waitForURL('**/student_dashboard');
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

it('shows math typeset and code coloured in a reply, and copies it as clean text', async () => {
  await page.goto(`/student_activity/${activityId}`);
  const log = page.getByRole('log', { name: 'Conversation' });
  // The conversation holds one question and this one reply.
  const reply = log;
  await reply.locator('.katex-display').waitFor({ timeout: 20_000 });
  // Inline math in both notations, typeset; nothing of the LaTeX source left on screen.
  // (Polled together: the live page may still be taking over from the picture the server
  // drew, and shows the source for a moment while it loads the typesetter.)
  await expect
    .poll(
      async () => ({
        inlineTypeset: (await reply.locator('.katex:not(.katex-display .katex)').count()) >= 2,
        source: /\\\(|\\\[|\$n = 1024\$/.test(await reply.innerText()),
      }),
      { timeout: 20_000 },
    )
    .toEqual({ inlineTypeset: true, source: false });
  await reply.locator('pre code.hljs .hljs-keyword', { hasText: 'def' }).waitFor();
  // Dollars in code stay code.
  await reply.locator('pre', { hasText: '# not $math$ here' }).waitFor();

  await reply.getByRole('button', { name: 'Copy' }).click();
  // As a string: the server's type-check has no DOM types.
  const copied = String(await page.evaluate('navigator.clipboard.readText()'));
  expect(copied).toContain('Binary search halves the range each step');
  expect(copied).not.toMatch(/^>/m);
  expect(copied).not.toContain('```');
  expect(copied).toContain('def search(xs, target):');
});
