import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../support/browser.ts';
import { postLaunch, registerDouble } from '../support/lti-launch.ts';
import { LmsPlatformDouble, ROLE } from '../support/lti-platform-double.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// LTI platform storage, for browsers that drop the tool's cookies in the LMS frame: the
// login page puts the state and nonce in the LMS page's storage (postMessage), and a launch
// that comes back without the state cookie is read back from there before it goes on.
// The browser side of it runs in Chromium in e2e/lti-platform-storage.e2e.test.ts.
let app: TestApp;
let lms: LmsPlatformDouble;

beforeAll(async () => {
  app = await startTestApp();
  lms = await LmsPlatformDouble.start();
  await registerDouble(app, lms);
});
afterAll(async () => {
  await lms?.close();
  await app?.close();
});

interface PageData {
  mode: 'put' | 'get';
  target: string;
  origin: string;
  state: string;
  nonce: string;
  next?: string;
}
const dataOf = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="lti-storage">(.*?)<\/script>/.exec(html)?.[1] ?? '{}',
  ) as PageData;

/** The login, as an LMS offering its storage starts it; the page the tool answers with. */
async function storageLogin(sub: string, platformStorage = true) {
  const hint = lms.prepare({
    sub,
    roles: [ROLE.learner],
    email: `${sub}@lms.example`,
    contextId: 'storage-ctx',
    platformStorage,
  });
  const browser = new TestBrowser();
  const res = await browser.request(`${app.url}/lti/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(lms.initiation(hint, `${app.url}/lti/launch`)),
  });
  return { hint, res, browser };
}

/** The id_token the LMS posts back for a login (its own signature, the login's nonce). */
const idTokenFor = (hint: string, nonce: string) =>
  lms.sign(lms.claims(hint, nonce, `${app.url}/lti/launch`));

/** Posts to the storage launch as the checking page's form does, from the tool's origin. */
const postChecked = (browser: TestBrowser, body: Record<string, string>, origin = app.url) =>
  browser.request(`${app.url}/lti/launch/storage`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    body: new URLSearchParams(body),
  });

describe('LTI platform storage', () => {
  beforeAll(async () => {
    // Learners land only in a course an instructor opened.
    const hint = lms.prepare({
      sub: 'storage-teacher',
      roles: [ROLE.instructor],
      email: 'storage-teacher@lms.example',
      contextId: 'storage-ctx',
    });
    const browser = new TestBrowser();
    const login = await browser.request(`${app.url}/lti/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(lms.initiation(hint, `${app.url}/lti/launch`)),
    });
    const auth = new URL(login.headers.get('location') ?? '');
    const idToken = await idTokenFor(hint, auth.searchParams.get('nonce') ?? '');
    const res = await postLaunch(browser, app, idToken, auth.searchParams.get('state') ?? '');
    expect(res.status).toBe(303);
  });

  it('answers a login that offers storage with a page that puts the state and nonce there', async () => {
    const { res, browser } = await storageLogin('storage-1');
    expect(res.status).toBe(200);
    const html = await res.text();
    const data = dataOf(html);
    expect(data).toMatchObject({ mode: 'put', target: '_parent', origin: lms.issuer });
    const next = new URL(data.next ?? '');
    expect(next.origin + next.pathname).toBe(`${lms.issuer}/auth`);
    expect(next.searchParams.get('state')).toBe(data.state);
    expect(next.searchParams.get('nonce')).toBe(data.nonce);
    expect(next.searchParams.get('lti_storage_target')).toBe('_parent');
    expect(html).toContain('<script src="/lti/platform-storage.js"></script>');
    // Only the LMS may frame it; the state cookie is still set for browsers that keep it.
    expect(res.headers.get('content-security-policy')).toContain(`frame-ancestors ${lms.issuer}`);
    expect(browser.cookie(app.url, 'tc_lti_state')).toBe(data.state);
  });

  it('reads a launch without the state cookie back from the storage, then signs the learner in', async () => {
    const { res, hint } = await storageLogin('storage-2');
    const { state, nonce } = dataOf(await res.text());
    // The LMS frame kept no cookie of the tool's: a browser with an empty jar posts back.
    const frame = new TestBrowser();
    const idToken = await idTokenFor(hint, nonce);
    const check = await postLaunch(frame, app, idToken, state);
    expect(check.status).toBe(200);
    const html = await check.text();
    expect(dataOf(html)).toEqual({
      mode: 'get',
      target: '_parent',
      origin: lms.issuer,
      state,
      nonce,
    });
    expect(html).toContain('<form method="post" action="/lti/launch/storage">');
    expect(check.headers.get('content-security-policy')).toContain("form-action 'self'");
    expect(frame.cookie(app.url, 'tc_lti_session')).toBeUndefined();

    // The page found them in the LMS's storage and posts on, from the tool's own origin.
    const landed = await postChecked(frame, { id_token: idToken, state });
    expect(landed.status).toBe(303);
    expect(landed.headers.get('location')).toMatch(/^\/student_course\//);
    expect(frame.cookie(app.url, 'tc_lti_session')).toBeTruthy();

    // Once only: the nonce is taken.
    expect((await postChecked(new TestBrowser(), { id_token: idToken, state })).status).toBe(403);
  });

  it('refuses the storage launch from another site, or for a login that did not use storage', async () => {
    const { res, hint } = await storageLogin('storage-3');
    const { state, nonce } = dataOf(await res.text());
    const idToken = await idTokenFor(hint, nonce);
    // Another site's form (login CSRF with the attacker's own token) carries its Origin.
    const evil = new TestBrowser();
    const forged = await postChecked(evil, { id_token: idToken, state }, 'https://evil.example');
    expect(forged.status).toBe(403);
    expect(evil.cookie(app.url, 'tc_lti_session')).toBeUndefined();
    // A cross-site fetch that claims our Origin is still cross-site to the browser.
    const sneaky = await new TestBrowser().request(`${app.url}/lti/launch/storage`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: app.url,
        'sec-fetch-site': 'cross-site',
      },
      body: new URLSearchParams({ id_token: idToken, state }),
    });
    expect(sneaky.status).toBe(403);

    // A cookie-only login (no storage offered) is never completed without its cookie.
    const plain = await storageLogin('storage-4', false);
    expect(plain.res.status).toBe(302);
    const auth = new URL(plain.res.headers.get('location') ?? '');
    const plainToken = await idTokenFor(plain.hint, auth.searchParams.get('nonce') ?? '');
    const plainState = auth.searchParams.get('state') ?? '';
    const noCookie = await postLaunch(new TestBrowser(), app, plainToken, plainState);
    expect(noCookie.status).toBe(403);
    expect(
      (await postChecked(new TestBrowser(), { id_token: plainToken, state: plainState })).status,
    ).toBe(403);
  });
});
