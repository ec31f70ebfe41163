import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openWalk, ROUTES, SCREENS } from '../support/accessibility-walk.ts';
import { COLOUR_RULES, seriousViolations } from '../support/axe.ts';

// The public pages and the admin's; the teacher's and the student's are walked in
// accessibility-teacher and accessibility-student, beside this file.
let stage: Awaited<ReturnType<typeof openWalk>>;

beforeAll(async () => {
  stage = await openWalk(['admin']);
});
afterAll(async () => {
  await stage?.close();
});

it('walks every route of the app, here or in the teacher and student walks', async () => {
  const source = await readFile(
    new URL('../../../web/src/routeTree.gen.ts', import.meta.url),
    'utf8',
  );
  const declared = /fullPaths:([^:]*)fileRoutesByTo/s.exec(source)?.[1] ?? '';
  const all = [...declared.matchAll(/'([^']+)'/g)].map((m) => m[1]);
  expect(new Set(Object.values(ROUTES).flat())).toEqual(new Set(all));
});

describe.each(['desktop', 'phone'] as const)(
  'on a %s, in light and dark mode, axe finds no serious violation',
  (screen) => {
    const viewport = SCREENS[screen];
    // Not every public page has the switch: a context a scheme, which they follow.
    it('on the public pages', async () => {
      const found: string[] = [];
      for (const scheme of ['light', 'dark'] as const) {
        const context = await stage.browser.newContext({
          baseURL: stage.app.url,
          colorScheme: scheme,
          viewport,
        });
        const page = await context.newPage();
        // Dark after light: only the colours differ (see walk).
        const rules = scheme === 'dark' ? COLOUR_RULES : undefined;
        found.push(...(await stage.walk(page, ROUTES.public, [scheme], rules)));
        await page.goto('/no/such/page');
        await page.getByText('Oops! Page not found').waitFor();
        const violations = await seriousViolations(page, rules);
        found.push(...violations.map((v) => `404 (${scheme}) ${v}`));
        await context.close();
      }
      expect(found).toEqual([]);
    });

    it('on every admin route', async () => {
      expect(await stage.walkAs('admin', viewport)).toEqual([]);
    }, 180_000);
  },
);

describe('keyboard and read-only fields', () => {
  it('offers a skip link first, which moves the keyboard to the page content', async () => {
    const page = await stage.signedIn('admin');
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

  it('shows the admin’s name, email and bio as read-only fields', async () => {
    const page = await stage.signedIn('admin');
    await page.goto('/settings');
    for (const label of ['Name', 'Email', 'Bio']) {
      const field = page.getByLabel(label, { exact: true });
      expect(await field.getAttribute('readonly')).not.toBeNull();
      expect(await field.getAttribute('data-variant')).toBe('filled');
    }
    await page.getByText('cannot be changed here').waitFor();
    await page.context().close();
  });
});
