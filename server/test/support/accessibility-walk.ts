import type { Browser, BrowserContextOptions, Page, Request } from 'playwright-core';
import { expect, vi } from 'vitest';
import { Activity } from '../../src/db/entities/activity.ts';
import { materialSettled } from './activities.ts';
import { COLOUR_RULES, seriousViolations } from './axe.ts';
import { launchChromium, PHONE, signedInPages } from './chromium.ts';
import { httpClient } from './clients.ts';
import { signIn } from './sign-in.ts';
import { startTestApp, type TestApp } from './test-app.ts';

export type Scheme = 'light' | 'dark';
export type Role = 'admin' | 'teacher' | 'student';

// Every route of the web app, as the router names it, by who can open it.
export const ROUTES = {
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

// A desktop, and a phone, where the layout changes (the top bar's logo, cards for tables).
export const SCREENS = { desktop: { width: 1280, height: 800 }, phone: PHONE } as const;

/**
 * The app serving the web, with a conversation in CS101's activity, and Chromium: the stage
 * of the accessibility walks. Each of `roles` signs in through the UI once (signedInPages);
 * every later page starts from its cookies, so a file signs in only the people it walks.
 */
export async function openWalk(roles: readonly Role[]): Promise<{
  app: TestApp;
  browser: Browser;
  /** A route with the seeded activity, student and course in place of its parameters. */
  concrete(route: string): string;
  /** A tab of its own, signed in as `role`, on their home page. */
  signedIn(role: Role): Promise<Page>;
  /** What axe finds on every route of `role`, in light and dark mode, on `viewport`. */
  walkAs(role: Role, viewport: { width: number; height: number }): Promise<string[]>;
  /** What axe finds on each of `routes` in each of `schemes` (see walk). */
  walk(
    page: Page,
    routes: readonly string[],
    schemes: readonly Scheme[],
    firstRules?: readonly string[],
  ): Promise<string[]>;
  close(): Promise<void>;
}> {
  const app = await startTestApp({ SERVE_WEB: 'true' });
  const browser = await launchChromium();
  const pageAs = signedInPages(browser, app.url);
  const home = (role: Role, options: BrowserContextOptions = {}) =>
    pageAs(ACCOUNTS[role], ROUTES[role][0], options);
  let params: Record<string, string>;
  try {
    // Each role walks the provider once, while the conversation is made.
    [params] = await Promise.all([
      seedConversation(app),
      ...roles.map(async (role) => (await home(role)).context().close()),
    ]);
  } catch (error) {
    await browser.close();
    await app.close();
    throw error;
  }
  const concrete = (route: string) => route.replace(/\$\w+/g, (name) => params[name] ?? name);
  return {
    app,
    browser,
    concrete,
    signedIn: (role) => home(role),
    async walkAs(role, viewport) {
      const page = await home(role, { viewport });
      const found = await walk(concrete, page, ROUTES[role], ['light', 'dark']);
      await page.context().close();
      return found;
    },
    walk: (page, routes, schemes, firstRules) => walk(concrete, page, routes, schemes, firstRules),
    async close() {
      await browser.close();
      await app.close();
    },
  };
}

/**
 * A conversation with a sourced reply in CS101's activity, asked about to the teacher, so the
 * chat, both transcripts and the Questions page have something to show; the values of the
 * routes' parameters.
 */
async function seedConversation(app: TestApp): Promise<Record<string, string>> {
  const activity = await app.db.orm.em
    .fork()
    .findOneOrFail(Activity, { course: { courseCode: 'CS101' } });
  await materialSettled(app, activity.id);
  const omar = httpClient(app, { cookie: (await signIn(app, ACCOUNTS.student)).cookie });
  await omar.student.chat.send.mutate({
    activityId: activity.id,
    content: 'How many comparisons does binary search need?',
  });
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
  return {
    $activityId: activity.id,
    $studentEmail: encodeURIComponent(ACCOUNTS.student),
    $courseCode: 'CS101',
  };
}

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
  // The requests themselves, not a count: one the page started before it was watched ends
  // without having been seen to start.
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const started = (request: Request) => {
    inFlight.add(request);
    lastChange = Date.now();
  };
  const ended = (request: Request) => {
    inFlight.delete(request);
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  // A query started just after the last one ended (one that waits for another) would
  // start within a few milliseconds: 150 ms of quiet is long enough to see it.
  return () => inFlight.size === 0 && Date.now() - lastChange >= 150;
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
 * Opens each route (`concrete` fills in its parameters) once it has loaded and lists what axe finds there in each of the
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
  concrete: (route: string) => string,
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
