import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchChromium } from '../support/chromium.ts';
import { registerDouble } from '../support/lti-launch.ts';
import { LmsPlatformDouble, ROLE } from '../support/lti-platform-double.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// A browser that drops the tool's state cookie in the LMS frame (as browsers blocking
// third-party cookies do) still launches, through the LMS page's platform storage: the
// login page puts the state and nonce there by postMessage and the launch reads them back.
let app: TestApp;
let lms: LmsPlatformDouble;
let browser: Browser;

beforeAll(async () => {
  app = await startTestApp({ SERVE_WEB: 'true' });
  lms = await LmsPlatformDouble.start();
  await registerDouble(app, lms);
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await lms?.close();
  await app?.close();
});

it('opens TeachChat in the LMS frame with the state kept in the LMS page, not in a cookie', async () => {
  const context = await browser.newContext();
  // The state cookie is gone by the time the LMS posts the launch back, as a browser that
  // blocks the tool's cookies in the frame never keeps it.
  await context.route(`${lms.issuer}/auth?**`, async (route) => {
    await context.clearCookies({ name: 'tc_lti_state' });
    await route.continue();
  });
  const page = await context.newPage();
  await page.goto(
    lms.coursePageUrl(
      lms.prepare({
        sub: 'storage-instructor',
        roles: [ROLE.instructor],
        email: 'storage-instructor@lms.example',
        contextId: 'storage-course',
        contextTitle: 'Ecology',
        platformStorage: true,
      }),
    ),
  );
  const tool = page.frameLocator('iframe[title="TeachChat"]');
  await tool.getByRole('heading', { name: 'Activities' }).waitFor({ timeout: 20_000 });
  const log = (await page.evaluate('window.ltiStorageLog')) as {
    subject: string;
    key: string;
    origin: string;
  }[];
  expect(log.map((m) => `${m.subject} ${m.key.split('_')[0]} ${m.origin}`)).toEqual([
    `lti.put_data state ${app.url}`,
    `lti.put_data nonce ${app.url}`,
    `lti.get_data state ${app.url}`,
    `lti.get_data nonce ${app.url}`,
  ]);
  const cookies = await context.cookies(app.url);
  expect(cookies.map((c) => c.name)).not.toContain('tc_lti_state');
  await context.close();
});
