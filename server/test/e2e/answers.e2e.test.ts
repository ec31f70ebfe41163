import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createActivity, materialSettled, text } from '../support/activities.ts';
import { launchChromium, signInThroughUi, PHONE } from '../support/chromium.ts';
import { httpClient } from '../support/clients.ts';
import { signIn } from '../support/sign-in.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * What a student reads in the offline assistant's replies (no model: it quotes the
 * material): the sentence that answers, not its neighbours; both sides of a comparison; a
 * follow-up answered anew; a misspelt question understood; code shown as code; and a
 * protected answer withheld while the rest of the material is still explained.
 */

const MATERIAL = `# Recursion and searching

## Recursion

Recursion is rarely needed in scripts, but it makes some problems short to write. The base
case is easy to forget. A base case is the input for which a recursive function returns
without calling itself. Every other input is a recursive case, which calls the function on
a smaller input.

## Fibonacci numbers

Each Fibonacci number is the sum of the two before it. The plain recursive definition:

\`\`\`python
def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)
\`\`\`

The tenth Fibonacci number, fib(10), is 55.

Calling fib on a large number takes a long time. Each call makes two more calls, so the
calls form a tree. Plain fib is slow because it computes the same values again and again.
Storing each value the first time it is computed makes it fast.

## Searching

Linear search checks every item in turn until it finds the target or reaches the end. It
works on any list, sorted or not.

Binary search halves the sorted list at each step, by comparing the target with the middle
item. It needs a sorted list, but it makes far fewer comparisons on a long list.
`;

const DEFINITION =
  'A base case is the input for which a recursive function returns without calling itself.';
const WHY_SLOW = 'because it computes the same values again and again';
const NOT_COVERED = "I couldn't find anything about that";

let app: TestApp;
let browser: Browser;
let activityId: string;

beforeAll(async () => {
  app = await startTestApp({ SERVE_WEB: 'true' });
  const activity = await createActivity(app, {
    courseCode: 'CS101',
    title: 'Recursion and searching',
    files: [{ name: 'recursion-and-searching.md', bytes: text(MATERIAL) }],
  });
  activityId = activity.id;
  expect((await materialSettled(app, activityId)).materialStatus).toBe('ready');
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

/** A student's chat in the activity, on a page of its own; `ask` returns the reply shown. */
async function openChat(email: string, viewport = { width: 1280, height: 800 }) {
  const page: Page = await (await browser.newContext({ baseURL: app.url, viewport })).newPage();
  await signInThroughUi(page, app.url, email);
  await page.waitForURL('**/student_dashboard');
  await page.goto(`/student_activity/${activityId}`);
  // What is typed into the page the server drew is lost: type once the live page is up.
  await expect.poll(() => page.locator('#root').getAttribute('inert')).toBeNull();
  const box = page.getByRole('textbox', { name: 'Message' });
  const send = page.getByRole('button', { name: 'Send message' });
  const like = page.getByRole('button', { name: 'Like', exact: true });
  let replies = 0;
  return {
    page,
    async ask(question: string): Promise<{ bubble: Locator; text: string }> {
      await box.fill(question);
      // Sending waits for the previous reply to be finished.
      await expect.poll(() => send.isEnabled()).toBe(true);
      await box.press('Enter');
      replies += 1;
      // A reply has its Like button once it has finished streaming and is saved.
      await expect.poll(() => like.count(), { timeout: 30_000 }).toBe(replies);
      const bubble = page
        .getByRole('log', { name: 'Conversation' })
        .locator(':scope > div')
        .filter({ has: like })
        .last()
        .locator('.mantine-Paper-root')
        .first();
      // Read once it shows as Markdown: until its renderer has loaded a reply is plain text.
      await expect.poll(() => bubble.getByText(/^> /).count()).toBe(0);
      return { bubble, text: await bubble.innerText() };
    },
  };
}

/** What a base case is, then whether plain fib is slow and why: on one page. */
async function baseCaseAndFollowUp(chat: Awaited<ReturnType<typeof openChat>>) {
  const defined = await chat.ask('What is a base case?');
  expect(defined.text).toContain(DEFINITION);
  expect(defined.text).not.toContain('rarely needed');

  const first = await chat.ask('Is plain fib slow?');
  const followUp = await chat.ask('why is that?');
  expect(followUp.text).toContain(WHY_SLOW);
  expect(followUp.text).not.toBe(first.text);
}

let desktop: Awaited<ReturnType<typeof openChat>>;

it('quotes the definition of a base case, not the sentence before it, and answers a follow-up anew', async () => {
  desktop = await openChat('omar.haddad@example.edu');
  await baseCaseAndFollowUp(desktop);
});

it('answers a comparison of two searches with both of them', async () => {
  const { text: reply } = await desktop.ask(
    'What is the difference between binary search and linear search?',
  );
  expect(reply).not.toContain(NOT_COVERED);
  expect(reply).toMatch(/linear search/i);
  expect(reply).toMatch(/binary search/i);
});

it('understands a misspelt question', async () => {
  expect((await desktop.ask('waht is a bsae case?')).text).toContain(DEFINITION);
  expect((await desktop.ask('Why does recursoin need a base case?')).text).toContain(DEFINITION);
});

it('shows code as a code block that keeps its indentation', async () => {
  const { bubble } = await desktop.ask('How do I write fib?');
  const code = bubble.locator('pre').first();
  await code.waitFor();
  const shown = (await code.textContent()) ?? '';
  expect(shown).toContain('def fib(n):');
  expect(shown).toMatch(/^ {4}return fib\(n - 1\) \+ fib\(n - 2\)$/m);
  expect(shown).toMatch(/^ {8}return n$/m);
});

it('answers the same on a phone', async () => {
  const phone = await openChat('lucas.moreau@example.edu', PHONE);
  await baseCaseAndFollowUp(phone);
  const html = phone.page.locator('html');
  expect(await html.evaluate((root) => root.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await phone.page.context().close();
});

it('withholds a protected answer but still explains the rest of the material', async () => {
  const maria = httpClient(app, { cookie: (await signIn(app, 'maria.okafor@example.edu')).cookie });
  await maria.teacher.answerKeys.set.mutate({ activityId, keys: ['55'] });
  // A conversation of its own: the answer guard reads the earlier replies too.
  const chat = await openChat('aisha.patel@example.edu');

  const slow = await chat.ask('Why is plain fib slow?');
  expect(slow.text).toContain(WHY_SLOW);
  expect(await slow.bubble.getByText(/Answer withheld/).count()).toBe(0);
  // A follow-up's answer does not read into the sentence stating the protected result.
  await chat.ask('Is plain fib slow?');
  const why = await chat.ask('why is that?');
  expect(await why.bubble.getByText(/Answer withheld/).count()).toBe(0);
  expect(why.text).not.toMatch(/\b55\b/);

  const tenth = await chat.ask('What is the tenth Fibonacci number?');
  await tenth.bubble.getByText(/Answer withheld/).waitFor();
  expect(tenth.text).not.toMatch(/\b55\b/);
  await chat.page.context().close();
});
