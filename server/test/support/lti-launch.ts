import type { EntityManager } from '@mikro-orm/postgresql';
import { expect } from 'vitest';
import { registerPlatform } from '../../src/services/lti/platforms.ts';
import { TestBrowser } from './browser.ts';
import type { LmsPlatformDouble } from './lti-platform-double.ts';
import type { TestApp } from './test-app.ts';

export async function registerDouble(app: TestApp, double: LmsPlatformDouble) {
  const em = app.db.orm.em.fork() as EntityManager;
  return registerPlatform(em, double.registration(`${app.url}/lti/jwks`));
}

/**
 * The login half of a launch, as a browser in the LMS frame makes it: the initiation posted
 * to the tool, which answers with the authentication request to the platform.
 */
export async function startLaunch(app: TestApp, double: LmsPlatformDouble, hint: string) {
  const browser = new TestBrowser();
  const res = await browser.request(`${app.url}/lti/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(double.initiation(hint, `${app.url}/lti/launch`)),
  });
  expect(res.status).toBe(302);
  const auth = new URL(res.headers.get('location') ?? '');
  return {
    browser,
    auth,
    state: auth.searchParams.get('state') ?? '',
    nonce: auth.searchParams.get('nonce') ?? '',
  };
}

/** Posts an id_token and state to the tool's launch URL, as the platform's form does. */
export function postLaunch(browser: TestBrowser, app: TestApp, idToken: string, state: string) {
  return browser.request(`${app.url}/lti/launch`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ id_token: idToken, state }),
  });
}

/** A whole launch: login, the platform's own signed id_token, the post back. */
export async function launch(app: TestApp, double: LmsPlatformDouble, hint: string) {
  const { browser, auth, state, nonce } = await startLaunch(app, double, hint);
  const idToken = await double.sign(
    double.claims(hint, nonce, auth.searchParams.get('redirect_uri') ?? ''),
  );
  const res = await postLaunch(browser, app, idToken, state);
  return { browser, res, location: res.headers.get('location') ?? '' };
}
