import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Activity } from '../../src/db/entities/activity.ts';
import { materialSettled } from '../support/activities.ts';
import { COLOUR_RULES, seriousViolations } from '../support/axe.ts';
import { launchChromium, PHONE, signInThroughUi } from '../support/chromium.ts';
import { httpClient } from '../support/clients.ts';
import { signIn } from '../support/sign-in.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

type Scheme = 'light' | 'dark';
type Role = 'admin' | 'teacher' | 'student';
type Session = Awaited<ReturnType<BrowserContext['storageState']>>;

// Every route of the web app, as the router names it, by who can open it.
const ROUTES = {
  public: ['/', '/auth'],
  admin: [
    '/admin_page',
    '/teachers/',
    '/teachers/new',
    '/admin/students',
    '/students/new',
    '/courses/',
    '/courses/new',
    '/admin/enrollments',
    '/admin/student_responses',
    '/responses',
    '/admin/chat-details/$activityId/$studentEmail',
    '/admin/insights/$activityId',
    '/admin/roster_import',
    '/admin/terms',
    '/admin/audit',
    '/admin/privacy',
    '/settings',
  ],
  teacher: [
    '/teacher_dashboard',
    '/teacher_courses',
    '/activities/',
    '/activities/create',
    '/students',
    '/student_responses',
    '/chat-details/$activityId/$studentEmail',
    '/activities/$activityId/insights',
    '/teacher_questions',
    '/teacher_settings',
  ],
  student: [
    '/student_dashboard',
    '/student_courses',
    '/student_course/$courseCode',
    '/student_activities',
    '/student_activity/$activityId',
    '/student_profile',
  ],
} as const;

const ACCOUNTS = {
  admin: 'dana.whitfield@example.edu',
  teacher: 'maria.okafor@example.edu',
  student: 'omar.haddad@example.edu',
} as const;

let app: TestApp;
let browser: Browser;
let params: Record<string, string>;
// Each role signs in through the UI once; every later context starts from its cookies.
const sessions = {} as Record<Role, Session>;

beforeAll(async () => {
  app = await startTestApp({ SERVE_WEB: 'true' });
  browser = await launchChromium();
  const signingIn = Promise.all(
    (['admin', 'teacher', 'student'] as const).map(async (role) => {
      const context = await browser.newContext({ baseURL: app.url });
      const page = await context.newPage();
      await signInThroughUi(page, app.url, ACCOUNTS[role]);
      await page.waitForURL(`**${ROUTES[role][0]}`);
      sessions[role] = await context.storageState();
      await context.close();
    }),
  );
  const activity = await app.db.orm.em
    .fork()
    .findOneOrFail(Activity, { course: { courseCode: 'CS101' } });
  await materialSettled(app, activity.id);
  // A conversation with a sourced reply, so the chat and both transcripts have messages.
  const omar = httpClient(app, { cookie: (await signIn(app, ACCOUNTS.student)).cookie });
  await omar.student.chat.send.mutate({
    activityId: activity.id,
    content: 'How many comparisons does binary search need?',
  });
  // Asked about to the teacher: the Questions page and both chats show the question.
  const replyId = await vi.waitFor(
    async () => {
      const { messages } = await omar.student.chat.history.query({ activityId: activity.id });
      const reply = messages.find((m) => m.sender === 'assistant');
      if (!reply) throw new Error('no reply yet');
      return reply.id;
    },
    { timeout: 30_000, interval: 100 },
  );
  await omar.student.questions.ask.mutate({ messageId: replyId, note: 'Why?' });
  params = {
    $activityId: activity.id,
    $studentEmail: encodeURIComponent(ACCOUNTS.student),
    $courseCode: 'CS101',
  };
  await signingIn;
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const concrete = (route: string) => route.replace(/\$\w+/g, (name) => params[name] ?? name);

const schemeOf = (page: Page) => page.locator('html').getAttribute('data-mantine-color-scheme');

/**
 * Switches the page to a colour scheme the way a user does, if it is not already on it,
 * and has the browser prefer that scheme too, as a context made for it does. The switch
 * comes first: once it has stored a choice, the preference no longer moves the page.
 */
async function useScheme(page: Page, scheme: Scheme) {
  if ((await schemeOf(page)) !== scheme) {
    await page.getByRole('button', { name: `Switch to ${scheme} mode` }).click();
  }
  await expect.poll(() => schemeOf(page)).toBe(scheme);
  await page.emulateMedia({ colorScheme: scheme });
}

/**
 * Counts the page's requests in flight and when the last one started or ended, so a test
 * can wait until the page has fetched what it shows: as "networkidle" does, but without
 * its fixed half second of quiet after every load.
 */
function watchRequests(page: Page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const started = () => {
    inFlight++;
    lastChange = Date.now();
  };
  const ended = () => {
    inFlight--;
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  // A query started just after the last one ended (one that waits for another) would
  // start within a few milliseconds: 150 ms of quiet is long enough to see it.
  return () => inFlight === 0 && Date.now() - lastChange >= 150;
}

/** Waits until the page shows its heading, nothing is loading and no request is pending. */
async function loaded(page: Page, quiet: () => boolean) {
  await page.locator('h1, h2').first().waitFor();
  // Looked at every 25 ms, not the suite's 100: the quiet is already waited for, and a
  // check costs a round trip to the page only once the requests are done.
  await expect
    .poll(async () => quiet() && (await page.locator('.mantine-Skeleton-root').count()) === 0, {
      interval: 25,
    })
    .toBe(true);
}

/**
 * Opens each route once it has loaded and lists what axe finds there in each of the
 * schemes, starting with the one the page is in (at most one switch a page). A route that
 * only redirects to a screen already checked (/responses) is opened but not checked again.
 *
 * Every rule runs in the first scheme; in the other only the colour rules do. Switching
 * changes the colours and nothing else: Mantine's scheme is CSS variables on the same
 * elements (the web app renders nothing differently by scheme but the switch's own label
 * and icon), so names, roles, structure, focus order and target sizes are what the first
 * pass saw. Contrast, the costliest rule, still runs in both. Given `firstRules`, the first
 * scheme gets only those (a walk in dark mode after the same walk in light mode).
 */
async function walk(
  page: Page,
  routes: readonly string[],
  schemes: readonly Scheme[],
  firstRules?: readonly string[],
) {
  const quiet = watchRequests(page);
  const found: string[] = [];
  const checked = new Set<string>();
  for (const route of routes) {
    await page.goto(concrete(route));
    await loaded(page, quiet);
    const screen = new URL(page.url()).pathname;
    if (checked.has(screen)) continue;
    checked.add(screen);
    const now = await schemeOf(page);
    const first = schemes.filter((scheme) => scheme === now);
    let rules = firstRules;
    for (const scheme of [...first, ...schemes.filter((scheme) => scheme !== now)]) {
      await useScheme(page, scheme);
      const violations = await seriousViolations(page, rules);
      found.push(...violations.map((v) => `${route} (${scheme}) ${v}`));
      rules = COLOUR_RULES;
    }
  }
  return found;
}

it('walks every route of the app', async () => {
  const source = await readFile(
    new URL('../../../web/src/routeTree.gen.ts', import.meta.url),
    'utf8',
  );
  const declared = /fullPaths:([^:]*)fileRoutesByTo/s.exec(source)?.[1] ?? '';
  const all = [...declared.matchAll(/'([^']+)'/g)].map((m) => m[1]);
  expect(new Set(Object.values(ROUTES).flat())).toEqual(new Set(all));
});

// A desktop, and a phone, where the layout changes (the top bar's logo, cards for tables).
const SCREENS = { desktop: { width: 1280, height: 800 }, phone: PHONE } as const;

describe.each(['desktop', 'phone'] as const)(
  'on a %s, in light and dark mode, axe finds no serious violation',
  (screen) => {
    const viewport = SCREENS[screen];
    // Not every public page has the switch: a context a scheme, which they follow.
    it('on the public pages', async () => {
      const found: string[] = [];
      for (const scheme of ['light', 'dark'] as const) {
        const context = await browser.newContext({
          baseURL: app.url,
          colorScheme: scheme,
          viewport,
        });
        const page = await context.newPage();
        // Dark after light: only the colours differ (see walk).
        const rules = scheme === 'dark' ? COLOUR_RULES : undefined;
        found.push(...(await walk(page, ROUTES.public, [scheme], rules)));
        await page.goto('/no/such/page');
        await page.getByText('Oops! Page not found').waitFor();
        const violations = await seriousViolations(page, rules);
        found.push(...violations.map((v) => `404 (${scheme}) ${v}`));
        await context.close();
      }
      expect(found).toEqual([]);
    });

    it.each(['admin', 'teacher', 'student'] as const)(
      'on every %s route',
      async (role) => {
        const context = await browser.newContext({
          baseURL: app.url,
          viewport,
          storageState: sessions[role],
        });
        const found = await walk(await context.newPage(), ROUTES[role], ['light', 'dark']);
        await context.close();
        expect(found).toEqual([]);
      },
      180_000,
    );
  },
);

describe('keyboard, toasts and screen readers', () => {
  async function signedIn(role: Role) {
    const context = await browser.newContext({ baseURL: app.url, storageState: sessions[role] });
    const page = await context.newPage();
    await page.goto(ROUTES[role][0]);
    return page;
  }

  it('offers a skip link first, which moves the keyboard to the page content', async () => {
    const page = await signedIn('admin');
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect.poll(() => skip.evaluate((link) => link.matches(':focus'))).toBe(true);
    expect(await skip.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('main:focus').count()).toBe(1);
    // The next Tab lands inside the page, past the header and the sidebar.
    await page.keyboard.press('Tab');
    expect(await page.locator('main :focus').count()).toBe(1);
    await page.context().close();
  });

  it('shows a toast where it covers neither the account menu nor the dialog’s close button', async () => {
    const page = await signedIn('teacher');
    const account = page.getByRole('button', { name: /^Account menu for Maria Okafor/ });
    await account.click();
    await page.getByRole('menuitem', { name: 'API tokens' }).click();
    const dialog = page.getByRole('dialog', { name: 'API tokens' });
    await dialog.getByLabel('New token name').fill('Toast check');
    await dialog.getByRole('button', { name: 'Create token' }).click();
    await dialog.getByRole('button', { name: 'Revoke' }).first().click();
    await page.locator('.mantine-Popover-dropdown').getByRole('button', { name: 'Revoke' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'Token revoked' });
    await toast.waitFor();
    const closeButton = dialog.locator('.mantine-Modal-close');
    const [toastBox, closeBox, accountBox] = await Promise.all(
      [toast, closeButton, account].map((l) => l.boundingBox()),
    );
    expect(overlaps(toastBox, closeBox)).toBe(false);
    expect(overlaps(toastBox, accountBox)).toBe(false);
    await page.context().close();
  });

  it('shows the admin’s name, email and bio as read-only fields', async () => {
    const page = await signedIn('admin');
    await page.goto('/settings');
    for (const label of ['Name', 'Email', 'Bio']) {
      const field = page.getByLabel(label, { exact: true });
      expect(await field.getAttribute('readonly')).not.toBeNull();
      expect(await field.getAttribute('data-variant')).toBe('filled');
    }
    await page.getByText('cannot be changed here').waitFor();
    await page.context().close();
  });

  it('names the student, not "You", on each of their messages in the teacher’s transcript', async () => {
    const page = await signedIn('teacher');
    await page.goto(concrete('/chat-details/$activityId/$studentEmail'));
    const log = page.getByRole('log', { name: 'Conversation' });
    await log.getByText('How many comparisons does binary search need?').waitFor();
    const text = (await log.textContent()) ?? '';
    expect(text).toContain('Omar Haddad, ');
    expect(text).not.toContain('You, ');
    await page.context().close();
  });
});

type Box = { x: number; y: number; width: number; height: number } | null | undefined;

function overlaps(a: Box, b: Box): boolean {
  if (!a || !b) throw new Error('an element is not on screen');
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
