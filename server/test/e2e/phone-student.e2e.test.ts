import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Activity } from '../../src/db/entities/activity.ts';
import { Course } from '../../src/db/entities/course.ts';
import { Enrollment } from '../../src/db/entities/enrollment.ts';
import { User } from '../../src/db/entities/user.ts';
import { materialSettled } from '../support/activities.ts';
import { launchChromium, PHONE, signedInPages } from '../support/chromium.ts';
import { httpClient } from '../support/clients.ts';
import { seedChat } from '../support/conversations.ts';
import { signIn } from '../support/sign-in.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * A student on a 390×844 phone in dark mode, as the polish walk met her: the dashboard's
 * rows, a submitted chat with feedback, a long chat opened from a link, My Courses.
 */
let app: TestApp;
let browser: Browser;
let pageAs: ReturnType<typeof signedInPages>;
let activityId: string;
const ACTIVITY = 'Week 3: Searching and sorting';
const COMMENT =
  'Clear tracing of insertion sort. Check the bounds in binary search: the loop stops one ' +
  'step early when the range holds one element. Try the worked example again and compare.';
// Screenshots to look at after a run (git ignores test-results/).
const SHOTS = new URL('../../../test-results/phone-student/', import.meta.url);

beforeAll(async () => {
  app = await startTestApp({ SERVE_WEB: 'true' });
  activityId = (
    await app.db.orm.em.fork().findOneOrFail(Activity, { course: { courseCode: 'CS101' } })
  ).id;
  await materialSettled(app, activityId);
  // Aisha submitted with released feedback; Omar's long chat is open.
  const conversationId = await seedChat(app, 'aisha.patel@example.edu', activityId, 6);
  const aisha = httpClient(app, { cookie: (await signIn(app, 'aisha.patel@example.edu')).cookie });
  await aisha.student.chat.submit.mutate({ activityId });
  const maria = httpClient(app, { cookie: (await signIn(app, 'maria.okafor@example.edu')).cookie });
  await maria.teacher.feedback.save.mutate({ conversationId, comment: COMMENT, score: 85 });
  await maria.teacher.feedback.release.mutate({ conversationId });
  await seedChat(app, 'omar.haddad@example.edu', activityId, 20);
  browser = await launchChromium();
  pageAs = signedInPages(browser, app.url);
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

/** Omar, who opens several pages, walks the provider's sign-in once (signedInPages). */
const signedIn = (email: string, home: string, options: BrowserContextOptions = {}) =>
  pageAs(email, home, { viewport: PHONE, colorScheme: 'dark', ...options });

/** Reads whole: its text is not cut to "Sta", "PEN…" or "Wee…". */
const whole = (target: Locator) =>
  target.evaluate((e) => e.scrollWidth <= e.clientWidth && e.scrollHeight <= e.clientHeight);

type Box = { x: number; y: number; width: number; height: number } | null;
function overlaps(a: Box, b: Box): boolean {
  if (!a || !b) throw new Error('an element is not on screen');
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The chat's scrolling viewport, once the live page has taken over the one drawn. */
async function conversation(page: Page) {
  await page.locator('#root:not([inert])').waitFor();
  const log = page.getByRole('log', { name: 'Conversation' });
  await log.waitFor();
  return page.locator('.mantine-ScrollArea-viewport').filter({ has: log });
}

const distanceFromBottom = (viewport: Locator) =>
  viewport.evaluate((v) => v.scrollHeight - v.scrollTop - v.clientHeight);

it("shows each dashboard activity's title, status and Start button whole", async () => {
  const page = await signedIn('omar.haddad@example.edu', '/student_dashboard');
  const recent = page.getByRole('region', { name: 'Recent Activities' });
  const rows = recent.getByRole('listitem');
  await rows.first().waitFor();
  for (const row of await rows.all()) {
    const start = row.getByRole('link', { name: /^(Start|Review) / });
    expect(await whole(start.locator('.mantine-Button-label'))).toBe(true);
    expect(await whole(row.locator('.mantine-Badge-label').first())).toBe(true);
    const title = (await row.getAttribute('aria-label')) ?? '';
    expect(await whole(row.getByText(title, { exact: true }))).toBe(true);
  }
  const courses = page.getByRole('region', { name: 'Enrolled Courses' }).getByRole('listitem');
  for (const course of await courses.all()) {
    const title = (await course.getAttribute('aria-label')) ?? '';
    expect(await whole(course.getByText(title, { exact: true }))).toBe(true);
  }
  await page.screenshot({ path: new URL('dashboard-phone.png', SHOTS).pathname, fullPage: true });
  await page.context().close();
});

it('gives a submitted chat the screen: a whole title, a short note, feedback on request', async () => {
  const page = await signedIn('aisha.patel@example.edu', '/student_dashboard');
  await page.goto(`/student_activity/${activityId}`);
  const viewport = await conversation(page);
  const title = page.getByRole('heading', { level: 2, name: ACTIVITY });
  await title.waitFor();
  expect(await whole(title)).toBe(true);
  await page.getByText('Completed', { exact: true }).waitFor();
  // The badge says what "offline" means here, not that the connection is gone.
  await page.getByText('Answers quote the material').waitFor();
  await page.getByText(/^Submitted on /).waitFor();
  const feedback = page.getByRole('article', { name: 'Teacher feedback' });
  await feedback.getByText('85/100').waitFor();
  await page.screenshot({ path: new URL('submitted-chat-phone.png', SHOTS).pathname });
  // More than half the screen is the conversation (it had 353 of 844 px).
  expect((await viewport.boundingBox())?.height).toBeGreaterThan(PHONE.height / 2);
  await feedback.getByRole('button', { name: 'Read all' }).click();
  await feedback.getByRole('button', { name: 'Show less' }).waitFor();
  await page.context().close();
});

it('opens a linked chat at the newest message, with no keyboard hints and toasts clear of Send', async () => {
  const page = await signedIn('omar.haddad@example.edu', '/student_dashboard');
  // Opened from a link (or reloaded): the page the server drew is taken over by the live one.
  await page.goto(`/student_activity/${activityId}`);
  const viewport = await conversation(page);
  await page.getByText('Answer 20', { exact: true }).waitFor();
  await expect.poll(() => distanceFromBottom(viewport), { timeout: 10_000 }).toBeLessThan(80);
  expect(await viewport.evaluate((v) => v.scrollHeight > 2 * v.clientHeight)).toBe(true);
  await page.reload();
  const reloaded = await conversation(page);
  await expect.poll(() => distanceFromBottom(reloaded), { timeout: 10_000 }).toBeLessThan(80);

  expect(await page.getByText('Enter to send, Shift+Enter for a new line').isVisible()).toBe(false);

  // Read back: the way to the newest message sits under the conversation, not over its text.
  await reloaded.evaluate((v) => v.scrollTo({ top: 0 }));
  const latest = page.getByRole('button', { name: 'Scroll to latest message' });
  await latest.waitFor();
  expect(overlaps(await latest.boundingBox(), await reloaded.boundingBox())).toBe(false);
  await page.screenshot({ path: new URL('chat-scrolled-up-phone.png', SHOTS).pathname });
  await latest.click();
  await expect.poll(() => distanceFromBottom(reloaded)).toBeLessThan(80);

  await page.getByRole('button', { name: 'Copy' }).last().click();
  const toast = page.getByRole('alert').first();
  await toast.waitFor();
  const send = page.getByRole('button', { name: 'Send message' });
  expect(overlaps(await toast.boundingBox(), await send.boundingBox())).toBe(false);
  await page.screenshot({ path: new URL('chat-toast-phone.png', SHOTS).pathname });
  await page.context().close();
});

it('puts the courses right under the search box, on a phone and on a desktop', async () => {
  for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
    const page = await signedIn('omar.haddad@example.edu', '/student_dashboard', { viewport });
    await page.goto('/student_courses');
    const search = page.getByRole('searchbox', { name: 'Search courses' });
    const firstCourse = page.getByRole('article').first();
    await firstCourse.waitFor();
    const [box, card] = await Promise.all([search.boundingBox(), firstCourse.boundingBox()]);
    expect(box?.height).toBeLessThan(60);
    expect((card?.y ?? 0) - ((box?.y ?? 0) + (box?.height ?? 0))).toBeLessThan(48);
    await page.context().close();
  }
});

it('shows a course the student is enrolled in while My Courses is open', async () => {
  const page = await signedIn('omar.haddad@example.edu', '/student_dashboard');
  await page.goto('/student_courses');
  await page.getByRole('article').first().waitFor();
  const em = app.db.orm.em.fork();
  const omar = await em.findOneOrFail(User, { email: 'omar.haddad@example.edu' });
  const his = await em.find(Enrollment, { student: omar.id }, { fields: ['course'] });
  const other = await em.findOneOrFail(Course, {
    id: { $nin: his.map((e) => e.course.id) },
  });
  expect(await page.getByRole('heading', { name: other.title }).count()).toBe(0);
  const dana = httpClient(app, {
    cookie: (await signIn(app, 'dana.whitfield@example.edu')).cookie,
  });
  await dana.admin.enrollments.enroll.mutate({ courseId: other.id, studentId: omar.id });
  // No reload: the enrollment's notification brings the course in.
  await page.getByRole('heading', { name: other.title }).waitFor({ timeout: 15_000 });
  await page.context().close();
});
