import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, signInThroughUi } from '../support/chromium.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
let browser: Browser;
beforeAll(async () => {
  app = await startTestApp({ SERVE_WEB: 'true' });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

async function newPage() {
  const context = await browser.newContext({ baseURL: app.url });
  return context.newPage();
}

describe('signing in through the UI', () => {
  it.each([
    ['dana.whitfield@example.edu', '/admin_page', 'Admin Dashboard', 'Enrollments'],
    ['maria.okafor@example.edu', '/teacher_dashboard', 'Welcome, Maria Okafor', 'Create Activity'],
    ['aisha.patel@example.edu', '/student_dashboard', 'Welcome, Aisha Patel', 'My Courses'],
  ])('%s lands on %s inside their layout', async (email, home, heading, navItem) => {
    const page = await newPage();
    await signInThroughUi(page, app.url, email);
    await page.waitForURL(`**${home}`);
    await expect.poll(() => page.getByRole('heading', { name: heading }).isVisible()).toBe(true);
    await expect
      .poll(() => page.getByRole('link', { name: navItem }).first().isVisible())
      .toBe(true);
    await page.context().close();
  });

  it('sends a student who types /admin_page to /student_dashboard', async () => {
    const page = await newPage();
    await signInThroughUi(page, app.url, 'aisha.patel@example.edu');
    await page.waitForURL('**/student_dashboard');
    await page.goto('/admin_page');
    await page.waitForURL('**/student_dashboard');
    expect(new URL(page.url()).pathname).toBe('/student_dashboard');
    await page.context().close();
  });

  it('shows "User not found" for an email without an account', async () => {
    const page = await newPage();
    await signInThroughUi(page, app.url, 'stranger@example.edu');
    await expect.poll(() => page.getByText('User not found').first().isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/auth');
    await page.context().close();
  });

  it('shows its own text for a failed sign-in, never words from the link', async () => {
    const page = await newPage();
    const spoof = 'Your account is suspended. Call 555-0100.';
    await page.goto(
      `/auth?error=provider_refused&message=${encodeURIComponent(spoof)}` +
        `&error_description=${encodeURIComponent(spoof)}`,
    );
    // The card's alert, named by its title; the toast repeating it is a second alert.
    const alert = page.getByRole('alert', { name: 'Sign in failed' });
    await expect.poll(() => alert.isVisible()).toBe(true);
    expect(await alert.innerText()).toContain('refused by the identity provider');
    // The old catch-all code with a message of the link's own is shown as nothing at all.
    await page.goto(`/auth?error=signin_failed&message=${encodeURIComponent(spoof)}`);
    await expect
      .poll(() => page.getByRole('button', { name: 'Continue with Google' }).isVisible())
      .toBe(true);
    expect(await page.locator('body').innerText()).not.toContain('suspended');
    await page.context().close();
  });

  it('signs out and goes to the landing page', async () => {
    const page = await newPage();
    await signInThroughUi(page, app.url, 'james.chen@example.edu');
    await page.waitForURL('**/teacher_dashboard');
    await page.goto('/');
    await page
      .getByRole('button', { name: /logout/i })
      .first()
      .click();
    await expect
      .poll(() => page.getByRole('link', { name: 'Login' }).first().isVisible())
      .toBe(true);
    await page.goto('/teacher_dashboard');
    await page.waitForURL('**/auth');
    await page.context().close();
  });
});

describe('public pages', () => {
  it('shows the landing page before any script has run', async () => {
    const context = await browser.newContext({ baseURL: app.url, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect
      .poll(() => page.getByText('Turn your course material into an').isVisible())
      .toBe(true);
    expect(await page.getByText('Grounded in your course material').isVisible()).toBe(true);
    await context.close();
  });

  it('goes from the landing page into the app: Login, then Dashboard once signed in', async () => {
    const page = await newPage();
    await page.goto('/');
    // Without a session, / is the landing page's own entry; its Login loads the app.
    await page.getByRole('link', { name: 'Login' }).first().click();
    await page.waitForURL('**/auth');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.getByLabel('Email').fill('aisha.patel@example.edu');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/student_dashboard');
    // Signed in, / is the app, with the way back to the dashboard.
    await page.goto('/');
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await page.waitForURL('**/student_dashboard');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Welcome, Aisha Patel' }).isVisible())
      .toBe(true);
    await page.context().close();
  });

  it('shows the 404 page for an unknown path', async () => {
    const page = await newPage();
    await page.goto('/no/such/page');
    await expect.poll(() => page.getByText('Oops! Page not found').isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL(`${app.url}/`);
    await page.context().close();
  });

  it('sends the contact form and shows its toast', async () => {
    const page = await newPage();
    await page.goto('/');
    await page.getByLabel('Name').fill('Jordan Parent');
    await page.getByLabel('Email').fill('jordan@example.com');
    await page.getByLabel('Message').fill('How do teachers add their course material?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(() => page.getByText('Message Sent').isVisible()).toBe(true);
    await page.context().close();
  });
});
