import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Activity } from '../../src/db/entities/activity.ts';
import { materialSettled } from '../support/activities.ts';
import { launchChromium, signInThroughUi, PHONE } from '../support/chromium.ts';
import { httpClient } from '../support/clients.ts';
import { signIn } from '../support/sign-in.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
let browser: Browser;
let activityId: string;

beforeAll(async () => {
  app = await startTestApp({ SERVE_WEB: 'true' });
  const activity = await app.db.orm.em
    .fork()
    .findOneOrFail(Activity, { course: { courseCode: 'CS101' } });
  activityId = activity.id;
  await materialSettled(app, activityId);
  const omar = httpClient(app, { cookie: (await signIn(app, 'omar.haddad@example.edu')).cookie });
  await omar.student.chat.send.mutate({
    activityId,
    content: 'How many comparisons does binary search need?',
  });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

async function onPhone(email: string, home: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: app.url, viewport: PHONE });
  const page = await context.newPage();
  await signInThroughUi(page, app.url, email);
  await page.waitForURL(`**${home}`);
  return page;
}

/** The page does not scroll sideways, and each of these is wholly on screen across. */
async function expectReachable(page: Page, targets: Locator) {
  await targets.first().waitFor();
  const html = page.locator('html');
  const width = await html.evaluate((root) => root.clientWidth);
  expect(await html.evaluate((root) => root.scrollWidth)).toBeLessThanOrEqual(width);
  for (const target of await targets.all()) {
    await target.scrollIntoViewIfNeeded();
    const box = await target.boundingBox();
    expect(box, (await target.getAttribute('aria-label')) ?? '').not.toBeNull();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
  }
}

it('shows each admin list as cards whose actions are on screen', async () => {
  const page = await onPhone('dana.whitfield@example.edu', '/admin_page');
  const actions = (table: string) =>
    page.getByRole('table', { name: table }).locator('tbody').getByRole('button');
  await page.goto('/courses');
  await expectReachable(page, actions('Courses'));
  await page.getByRole('button', { name: 'Delete Introduction to Programming' }).waitFor();
  await page.goto('/teachers');
  await expectReachable(page, actions('Teachers'));
  await page.goto('/admin/students');
  await expectReachable(page, actions('Students'));
  await page.goto('/admin/student_responses');
  await expectReachable(
    page,
    page
      .getByRole('table', { name: 'Activity submissions' })
      .getByRole('link', { name: /View Chat/ }),
  );
  await page.goto('/admin/enrollments');
  await page.getByRole('combobox', { name: 'Course' }).click();
  await page.getByRole('option', { name: /CS101/ }).click();
  await expectReachable(page, actions('Enrolled students'));
  // A card names each value, as the table's header would.
  const row = page.getByRole('table', { name: 'Enrolled students' }).locator('tbody tr').first();
  expect(
    await row
      .locator('td')
      .first()
      .evaluate((td) => td.ownerDocument.defaultView?.getComputedStyle(td, '::before').content),
  ).not.toBe('none');
  await page.context().close();
});

it('names the student page in the top bar, whole', async () => {
  const page = await onPhone('omar.haddad@example.edu', '/student_dashboard');
  const title = page.getByRole('banner').getByRole('heading', { name: 'Dashboard' });
  await title.waitFor();
  expect(await title.evaluate((h) => h.scrollWidth <= h.clientWidth)).toBe(true);
  await page.goto('/student_courses');
  await page.getByRole('banner').getByRole('heading', { name: 'My Courses' }).waitFor();
  await page.context().close();
});

it('keeps the chat header short with its actions in a menu, and shows each source’s page', async () => {
  const page = await onPhone('omar.haddad@example.edu', '/student_dashboard');
  await page.goto(`/student_activity/${activityId}`);
  const back = page.getByRole('link', { name: 'Back to Activities' });
  const menu = page.getByRole('button', { name: 'Activity actions' });
  const title = page.getByRole('heading', { level: 2 });
  // The page drawn by the server is replaced by the live one: measure once all three show.
  const boxes = () => Promise.all([back, menu, title].map((l) => l.boundingBox()));
  await expect.poll(async () => (await boxes()).every(Boolean), { timeout: 20_000 }).toBe(true);
  const [backBox, menuBox, titleBox] = await boxes();
  // The title sits between the back button and the menu, whole (not "Wee…"), in two lines
  // at most.
  expect(
    await title.evaluate((h) => h.scrollWidth <= h.clientWidth && h.scrollHeight <= h.clientHeight),
  ).toBe(true);
  expect(titleBox?.height).toBeLessThanOrEqual(2 * (backBox?.height ?? 0));
  expect((titleBox?.x ?? 0) + (titleBox?.width ?? 0)).toBeLessThanOrEqual(menuBox?.x ?? 0);
  expect(Math.abs((menuBox?.y ?? 0) - (backBox?.y ?? 0))).toBeLessThan(4);
  expect(await page.getByRole('button', { name: 'Instructions' }).count()).toBe(0);

  await menu.click();
  await page.getByRole('menuitem', { name: 'Instructions' }).click();
  await page.getByRole('dialog', { name: 'Instructions' }).waitFor();
  await page.keyboard.press('Escape');
  await menu.click();
  await page.getByRole('menuitem', { name: 'Submit Activity' }).waitFor();
  await page.keyboard.press('Escape');

  const chip = page.getByRole('group', { name: 'Sources' }).getByRole('button').first();
  await chip.waitFor();
  const pageNumber = chip.getByText(/^, p\. \d+$/);
  const [chipBox, pageBox] = await Promise.all([chip.boundingBox(), pageNumber.boundingBox()]);
  expect(pageBox).not.toBeNull();
  // The page number is inside the chip, not cut off by it, and the chip fits the screen.
  expect((pageBox?.x ?? 0) + (pageBox?.width ?? 0)).toBeLessThanOrEqual(
    (chipBox?.x ?? 0) + (chipBox?.width ?? 0),
  );
  expect((chipBox?.x ?? 0) + (chipBox?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
  await page.context().close();
});
