import { TRPCClientError } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginFlow } from '../src/db/entities/login-flow.ts';
import { TestBrowser } from './support/browser.ts';
import { httpClient, httpStatusOf } from './support/clients.ts';
import { reachCallback, signIn } from './support/sign-in.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('sign-in through the local OpenID provider', () => {
  it.each([
    ['dana.whitfield@example.edu', '/admin_page', 'admin'],
    ['maria.okafor@example.edu', '/teacher_dashboard', 'teacher'],
    ['aisha.patel@example.edu', '/student_dashboard', 'student'],
  ])('signs in %s and lands on %s', async (email, home, role) => {
    const result = await signIn(app, email);
    expect(result.status).toBe(302);
    expect(result.location).toBe(home);
    const me = await httpClient(app, { cookie: result.cookie }).me.get.query();
    expect(me.user.email).toBe(email);
    expect(me.user.role).toBe(role);
  });

  it('matches the email case-insensitively', async () => {
    const result = await signIn(app, 'Maria.Okafor@Example.EDU');
    expect(result.location).toBe('/teacher_dashboard');
  });

  it('sends an unknown email back to /auth with "User not found" and no session', async () => {
    const result = await signIn(app, 'nobody@example.edu');
    expect(result.location).toBe('/auth?error=user_not_found');
    expect(result.browser.cookie(app.url, 'tc_session')).toBeUndefined();
  });

  it('refuses a callback whose state was tampered with', async () => {
    const { browser, callbackUrl } = await reachCallback(app, 'dana.whitfield@example.edu');
    const url = new URL(callbackUrl);
    url.searchParams.set('state', 'forged-state');
    const res = await browser.request(url.href);
    expect(res.headers.get('location')).toBe('/auth?error=invalid_state');
    expect(browser.cookie(app.url, 'tc_session')).toBeUndefined();
  });

  it('refuses a callback with no state at all', async () => {
    const { browser, callbackUrl } = await reachCallback(app, 'dana.whitfield@example.edu');
    const url = new URL(callbackUrl);
    url.searchParams.delete('state');
    const res = await browser.request(url.href);
    expect(res.headers.get('location')).toBe('/auth?error=invalid_state');
    expect(browser.cookie(app.url, 'tc_session')).toBeUndefined();
  });

  it.each([
    ['another host', (u: URL) => new URL(`https://evil.example${u.pathname}`)],
    ['a trailing slash', (u: URL) => new URL(`${u.href}/`)],
    ['an extra query', (u: URL) => new URL(`${u.href}?next=https://evil.example`)],
    ['another path', (u: URL) => new URL('/auth/callback/../evil', u)],
  ])('the provider sends no code to a redirect URI with %s', async (_label, change) => {
    const browser = new TestBrowser();
    const start = await browser.request(`${app.url}/auth/google`);
    const authorize = new URL(start.headers.get('location') ?? '');
    const ours = new URL(authorize.searchParams.get('redirect_uri') ?? '');
    const theirs = change(ours);
    authorize.searchParams.set('redirect_uri', theirs.href);
    const res = await browser.request(authorize.href);
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
  });

  it('refuses a callback without the state cookie of the browser that started it', async () => {
    const { browser, callbackUrl } = await reachCallback(app, 'dana.whitfield@example.edu');
    browser.setCookie(app.url, 'tc_login_state', 'another-browser');
    const res = await browser.request(callbackUrl);
    expect(res.headers.get('location')).toBe('/auth?error=invalid_state');
    expect(browser.cookie(app.url, 'tc_session')).toBeUndefined();
  });

  it.each([
    ['a wrong nonce', { nonce: 'not-the-nonce-in-the-id-token' }],
    ['a wrong PKCE verifier', { codeVerifier: 'x'.repeat(64) }],
  ])('refuses an ID token exchange with %s', async (_label, change) => {
    const { browser, callbackUrl } = await reachCallback(app, 'dana.whitfield@example.edu');
    const state = new URL(callbackUrl).searchParams.get('state') ?? '';
    await app.db.orm.em.fork().nativeUpdate(LoginFlow, { state }, change);
    const res = await browser.request(callbackUrl);
    expect(res.headers.get('location')).toBe('/auth?error=not_verified');
    expect(browser.cookie(app.url, 'tc_session')).toBeUndefined();
  });

  it('cannot replay a callback', async () => {
    const { browser, callbackUrl } = await reachCallback(app, 'dana.whitfield@example.edu');
    expect((await browser.request(callbackUrl)).headers.get('location')).toBe('/admin_page');
    const replay = await browser.request(callbackUrl);
    expect(replay.headers.get('location')).toBe('/auth?error=invalid_state');
  });

  it('sends only a fixed code back to the sign-in page, never what the link said', async () => {
    const { browser, callbackUrl } = await reachCallback(app, 'dana.whitfield@example.edu');
    const url = new URL(callbackUrl);
    url.searchParams.set('error', 'access_denied');
    url.searchParams.set('error_description', 'Your account is suspended. Call 555-0100.');
    const res = await browser.request(url.href);
    expect(res.headers.get('location')).toBe('/auth?error=provider_refused');
    expect(browser.cookie(app.url, 'tc_session')).toBeUndefined();
  });
});

describe('sessions', () => {
  it('sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const { browser, callbackUrl } = await reachCallback(app, 'aisha.patel@example.edu');
    const res = await browser.request(callbackUrl);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('tc_session='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
  });

  it('starts a new session id at every sign-in', async () => {
    const first = await signIn(app, 'aisha.patel@example.edu');
    const second = await signIn(app, 'aisha.patel@example.edu');
    expect(first.cookie).not.toBe(second.cookie);
  });

  it('ends the session on the server at sign-out', async () => {
    const { cookie } = await signIn(app, 'aisha.patel@example.edu');
    const client = httpClient(app, { cookie });
    expect((await client.me.get.query()).user.email).toBe('aisha.patel@example.edu');
    await client.me.signOut.mutate();
    const error = await client.me.get.query().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCClientError);
    expect(httpStatusOf(error)).toBe(401);
    expect(await httpClient(app, { cookie }).public.session.query()).toBeNull();
  });
});
