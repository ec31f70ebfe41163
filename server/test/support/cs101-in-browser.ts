import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { Activity } from '../../src/db/entities/activity.ts';
import { materialSettled } from './activities.ts';
import { launchChromium, signInThroughUi } from './chromium.ts';
import { startTestApp, type TestApp } from './test-app.ts';

/** CS101's first activity, as the demo school seeds it. */
export const CS101_ACTIVITY = 'Week 3: Searching and sorting';

/**
 * The app serving the web, CS101's first activity with its material ready, and Chromium:
 * the stage of the e2e tests where a teacher and her students work in the same activity.
 * `signIn` opens a tab signed in as someone, on their dashboard.
 */
export async function openCs101(): Promise<{
  app: TestApp;
  browser: Browser;
  activityId: string;
  signIn(email: string, home: string, context?: BrowserContextOptions): Promise<Page>;
  close(): Promise<void>;
}> {
  const app = await startTestApp({ SERVE_WEB: 'true' });
  let activityId: string;
  let browser: Browser;
  try {
    activityId = (
      await app.db.orm.em.fork().findOneOrFail(Activity, { course: { courseCode: 'CS101' } })
    ).id;
    await materialSettled(app, activityId);
    browser = await launchChromium();
  } catch (error) {
    // A stage that cannot be set up leaves no app running behind the failed file.
    await app.close();
    throw error;
  }
  return {
    app,
    browser,
    activityId,
    async signIn(email, home, context = {}) {
      const page = await (await browser.newContext({ baseURL: app.url, ...context })).newPage();
      await signInThroughUi(page, app.url, email);
      await page.waitForURL(`**/${home}`);
      return page;
    },
    async close() {
      await browser.close();
      await app.close();
    },
  };
}

/** Waits until the first element the locator finds is shown. */
export const visible = (locator: Locator, timeout = 20_000) =>
  expect.poll(() => locator.first().isVisible(), { timeout }).toBe(true);

/** A student asks the activity's assistant from its chat page. */
export async function ask(page: Page, activityId: string, question: string): Promise<void> {
  await page.goto(`/student_activity/${activityId}`);
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill(question);
  await box.press('Enter');
}
