import { expect } from 'vitest';
import { TestBrowser } from './browser.ts';
import type { TestApp } from './test-app.ts';

/**
 * Walks the real sign-in: app → local OpenID provider's page → "Sign in" with an email →
 * provider → app callback. Returns the browser and where the callback is, before it runs,
 * so tests can alter the callback.
 */
export async function reachCallback(app: TestApp, email: string) {
  const browser = new TestBrowser();
  const page = await browser.follow(`${app.url}/auth/google`);
  expect(page.res?.status).toBe(200);
  const html = (await page.res?.text()) ?? '';
  const action = /action="([^"]+\/login)"/.exec(html)?.[1];
  expect(action, 'the provider shows a sign-in form').toBeTruthy();
  const isCallback = (u: URL) => u.origin === app.url && u.pathname === '/auth/callback';
  const callback = await browser.follow(new URL(action ?? '', page.url).href, isCallback, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email }),
  });
  expect(new URL(callback.url).pathname).toBe('/auth/callback');
  return { browser, callbackUrl: callback.url };
}

/** Signs in and returns where the app sent the browser and the session cookie header. */
export async function signIn(app: TestApp, email: string) {
  const { browser, callbackUrl } = await reachCallback(app, email);
  const res = await browser.request(callbackUrl);
  return {
    browser,
    status: res.status,
    location: res.headers.get('location') ?? '',
    cookie: browser.cookieHeader(app.url),
  };
}
