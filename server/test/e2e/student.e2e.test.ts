import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Activity } from '../../src/db/entities/activity.ts';
import { materialSettled } from '../support/activities.ts';
import { launchChromium, signInThroughUi } from '../support/chromium.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
let browser: Browser;
let page: Page;
let activityId: string;

beforeAll(async () => {
  app = await startTestApp({
    SERVE_WEB: 'true',
    // The offline responder at its normal pace, so the typing indicator can be seen.
    OFFLINE_WORD_DELAY_MS: '12',
    // The chat page drawn by the server every time, however busy the machine.
    PAGE_RENDER_MS: '10000',
  });
  const activity = await app.db.orm.em
    .fork()
    .findOneOrFail(Activity, { course: { courseCode: 'CS101' } });
  activityId = activity.id;
  await materialSettled(app, activityId);
  browser = await launchChromium();
  page = await (await browser.newContext({ baseURL: app.url })).newPage();
  await signInThroughUi(page, app.url, 'omar.haddad@example.edu');
  await page.waitForURL('**/student_dashboard');
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const visible = (locator: ReturnType<Page['getByText']>) =>
  expect.poll(() => locator.first().isVisible(), { timeout: 15_000 }).toBe(true);

it('asks a question, sees typing then a streamed reply with a source, likes it, and finds it after a reload', async () => {
  await page
    .getByRole('link', { name: /start week 3: searching and sorting/i })
    .first()
    .click();
  await page.waitForURL(`**/student_activity/${activityId}`);
  await visible(page.getByText("Hello! I'm your AI assistant. How can I help you today?"));
  await page.getByRole('button', { name: 'Instructions' }).click();
  const instructions = page.getByRole('dialog', { name: 'Instructions' });
  await visible(instructions.getByText(/trace insertion sort on a short list of your own/));
  expect(await instructions.getByText(/rather than giving final answers/).count()).toBe(0);
  await page.keyboard.press('Escape');
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill('How many comparisons does binary search need?');
  await box.press('Enter');
  await visible(page.getByRole('status', { name: 'Assistant is typing' }));
  await visible(page.getByText(/From the course material/));
  const sources = page.getByRole('group', { name: 'Sources' }).last();
  await visible(sources.getByText(/week3-searching-and-sorting\.pdf/));
  await sources
    .getByText(/week3-searching-and-sorting\.pdf/)
    .first()
    .click();
  await visible(page.getByRole('dialog'));
  await page.keyboard.press('Escape');

  const like = page.getByRole('button', { name: 'Like' }).last();
  await like.click();
  await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');

  await page.reload();
  await visible(page.getByText('How many comparisons does binary search need?'));
  await expect
    .poll(() => page.getByRole('button', { name: 'Like' }).last().getAttribute('aria-pressed'))
    .toBe('true');
});

it('opens straight onto the conversation, drawn by the server, and the live page takes over', async () => {
  const question = 'How many comparisons does binary search need?';
  // With no script at all, the page as the server drew it: the conversation is in the HTML.
  const noScript = await browser.newContext({ baseURL: app.url, javaScriptEnabled: false });
  await noScript.addCookies(await page.context().cookies());
  const drawn = await noScript.newPage();
  await drawn.goto(`/student_activity/${activityId}`);
  await visible(drawn.getByText(question));
  await visible(drawn.getByText('Week 3: Searching and sorting'));
  // The reply as the live page draws it: its quoted passage a quote, no Markdown showing.
  await visible(drawn.getByText(/^From the course material/));
  expect(await drawn.getByRole('log').locator('blockquote').count()).toBeGreaterThan(0);
  expect(await drawn.getByText(/^> /).count()).toBe(0);
  await noScript.close();

  // The live page takes over only with the Markdown renderer in: the quote is a quote in its
  // first frame too, so nothing on screen changes at take-over.
  // (Text, as this file's types have no DOM: it runs in the page before the app's script.)
  await page.addInitScript(`new MutationObserver((_, observer) => {
    const root = document.getElementById('root');
    if (!root || root.hasAttribute('inert')) return;
    observer.disconnect();
    window.quotesAtTakeOver = root.querySelectorAll('[role="log"] blockquote').length;
  }).observe(document, { subtree: true, attributeFilter: ['inert'] });`);

  // The live page starts from the answers that came with it: it asks for none of them again
  // before it is drawn.
  const asked: string[] = [];
  const onRequest = (request: { url(): string }) => asked.push(request.url());
  page.on('request', onRequest);
  await page.goto(`/student_activity/${activityId}`);
  await visible(page.getByText(question));
  // Live once the picture is no longer inert: what is typed then stays, and it sends.
  await expect.poll(() => page.locator('#root').getAttribute('inert')).toBeNull();
  page.off('request', onRequest);
  expect(await page.evaluate('window.quotesAtTakeOver')).toBeGreaterThan(0);
  const calls = asked.filter((url) => new URL(url).pathname.startsWith('/trpc/'));
  expect(calls.join(' ')).not.toMatch(/public\.session|student\.activities\.byId/);
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill('And how many does linear search need?');
  await page.waitForLoadState('networkidle');
  expect(await box.inputValue()).toBe('And how many does linear search need?');
  await box.press('Enter');
  await expect
    .poll(() => page.getByRole('button', { name: 'Like' }).count(), { timeout: 15_000 })
    .toBe(2);
  await visible(page.getByText('And how many does linear search need?'));
  await expect.poll(() => box.inputValue()).toBe('');
});

it('submits, says when it was submitted, and lists the activity as Completed', async () => {
  await page.getByRole('button', { name: 'Submit Activity' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
  await visible(page.getByText('Activity Submitted!'));
  await page.waitForURL('**/student_activities');
  await visible(page.getByText('Completed'));
  await visible(page.getByRole('link', { name: /review week 3/i }));
  await page.goto(`/student_activity/${activityId}`);
  await visible(page.getByText(/^Submitted on /));
  expect(await page.getByRole('textbox', { name: 'Message' }).count()).toBe(0);
});
