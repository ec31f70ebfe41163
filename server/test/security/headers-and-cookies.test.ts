import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_DIST } from '../../src/http/web.ts';
import { TestBrowser } from '../support/browser.ts';
import { httpClient, httpStatusOf } from '../support/clients.ts';
import { reachCallback } from '../support/sign-in.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const PUBLIC_URL = 'https://teachchat.school.example';
// What a TLS-terminating proxy in front of the app adds to every request.
const PROXY = {
  'x-forwarded-proto': 'https',
  'x-forwarded-host': 'teachchat.school.example',
  'x-forwarded-for': '203.0.113.7',
};

let secure: TestApp;
let plain: TestApp;
beforeAll(async () => {
  secure = await startTestApp({ PUBLIC_URL, TRUST_PROXY: 'true', SERVE_WEB: 'true' });
  plain = await startTestApp({ SERVE_WEB: 'true' });
});
afterAll(async () => {
  await secure.close();
  await plain.close();
});

/** Where an app really listens; behind a proxy that is not its public address. */
const listening = (app: TestApp) =>
  `http://127.0.0.1:${(app.fastify.server.address() as AddressInfo).port}`;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
}

/** A websocket upgrade from a foreign page: refused with an ordinary HTTP answer. */
function foreignUpgrade(base: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}/trpc`, {
      headers: {
        ...headers,
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': randomBytes(16).toString('base64'),
        origin: 'https://evil.example',
      },
    });
    req.on('response', (res) => {
      resolve({ status: res.statusCode ?? 0, headers: res.headers });
      // A refused upgrade leaves its socket open; the app's close would wait for it.
      req.destroy();
    });
    req.on('upgrade', (_res, socket) => {
      socket.destroy();
      reject(new Error('the foreign upgrade was accepted'));
    });
    req.on('error', reject);
    req.end();
  });
}

/** What a test reads of an answer: its status and its headers. */
interface Reply {
  status: number;
  header(name: string): string;
}

async function reply(pending: Promise<Response | Answer>): Promise<Reply> {
  const res = await pending;
  if (!(res instanceof Response)) {
    return { status: res.status, header: (name) => String(res.headers[name] ?? '') };
  }
  await res.arrayBuffer();
  return { status: res.status, header: (name) => res.headers.get(name) ?? '' };
}

/** One request of every kind the server answers, labelled, with the status expected. */
async function everyKindOfResponse(base: string, headers: Record<string, string> = {}) {
  const script = /src="\/(assets\/[^"]+\.js)"/.exec(
    readFileSync(path.join(WEB_DIST, 'index.html'), 'utf8'),
  )?.[1];
  const get = (url: string, extra: Record<string, string> = {}) =>
    fetch(`${base}${url}`, { headers: { ...headers, ...extra }, redirect: 'manual' });
  const post = (url: string, init: RequestInit = {}) =>
    fetch(`${base}${url}`, { ...init, method: 'POST', headers: { ...headers, ...init.headers } });
  const html = { accept: 'text/html' };
  const kinds: [string, number, () => Promise<Response | Answer>][] = [
    ['an HTML page', 200, () => get('/', html)],
    ['a client-side route', 200, () => get('/student_dashboard', html)],
    ['a static asset', 200, () => get(`/${script ?? 'assets/missing.js'}`)],
    ['tRPC JSON', 200, () => get('/trpc/public.config')],
    ['a tRPC error', 401, () => get('/trpc/me.get')],
    [
      'a malformed tRPC call',
      400,
      () =>
        post('/trpc/public.contact.send', {
          headers: { 'content-type': 'application/json' },
          body: '{',
        }),
    ],
    ['a missing API route', 404, () => get('/api/nothing-here')],
    ['an unknown route', 404, () => post('/nowhere')],
    ['a refused upload', 401, () => post('/api/me/avatar')],
    ['a sign-in redirect', 302, () => get('/auth/google')],
    ['the health check', 200, () => get('/healthz')],
    ['a websocket upgrade refusal', 403, () => foreignUpgrade(base, headers)],
  ];
  const answers: (Reply & { kind: string; expected: number })[] = [];
  for (const [kind, expected, send] of kinds) {
    answers.push({ kind, expected, ...(await reply(send())) });
  }
  return answers;
}

function expectSecurityHeaders(answer: Reply & { kind: string }) {
  const csp = answer.header('content-security-policy');
  expect(csp, answer.kind).toContain("frame-ancestors 'none'");
  expect(csp, answer.kind).toContain("default-src 'self'");
  expect(csp, answer.kind).toContain("object-src 'none'");
  expect(answer.header('x-content-type-options'), answer.kind).toBe('nosniff');
  expect(answer.header('referrer-policy'), answer.kind).toBe('strict-origin-when-cross-origin');
}

interface SetCookie {
  name: string;
  value: string;
  attributes: Record<string, string | true>;
}

function parseSetCookie(line: string): SetCookie {
  const [pair = '', ...rest] = line.split(';');
  const eq = pair.indexOf('=');
  const attributes: Record<string, string | true> = {};
  for (const attr of rest) {
    const [key = '', ...value] = attr.trim().split('=');
    attributes[key.toLowerCase()] = value.length ? value.join('=') : true;
  }
  return { name: pair.slice(0, eq).trim(), value: pair.slice(eq + 1).trim(), attributes };
}

const cookiesOf = (res: Response) => res.headers.getSetCookie().map(parseSetCookie);

describe('an https deployment behind a TLS-terminating proxy', () => {
  it('answers every kind of response with CSP, nosniff, Referrer-Policy and HSTS', async () => {
    for (const answer of await everyKindOfResponse(listening(secure), PROXY)) {
      expect(answer.status, answer.kind).toBe(answer.expected);
      expectSecurityHeaders(answer);
      expect(answer.header('strict-transport-security'), answer.kind).toBe(
        'max-age=31536000; includeSubDomains',
      );
      expect(answer.header('content-security-policy'), answer.kind).toContain(
        "connect-src 'self' wss://teachchat.school.example",
      );
    }
  });

  it('binds the sign-in flow and the session to this origin with __Host- Secure cookies', async () => {
    const base = listening(secure);
    const browser = new TestBrowser();
    const start = await browser.request(`${base}/auth/google`, { headers: PROXY });
    const flow = cookiesOf(start);
    expect(flow).toMatchObject([
      {
        name: '__Host-tc_login_state',
        attributes: { secure: true, httponly: true, samesite: 'Lax', path: '/' },
      },
    ]);
    expect(flow[0]?.attributes.domain).toBeUndefined();

    // The browser signs in at the provider, which sends it back to the public address…
    const page = await browser.follow(start.headers.get('location') ?? '');
    const action = /action="([^"]+\/login)"/.exec((await page.res?.text()) ?? '')?.[1] ?? '';
    const back = await browser.follow(
      new URL(action, page.url).href,
      (u) => u.origin === PUBLIC_URL,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email: 'maria.okafor@example.edu' }),
      },
    );
    const callback = new URL(back.url);
    expect(callback.origin).toBe(PUBLIC_URL);
    // …where the proxy hands the request to the app.
    const res = await browser.request(`${base}${callback.pathname}${callback.search}`, {
      headers: PROXY,
    });
    expect(res.headers.get('location')).toBe('/teacher_dashboard');
    const cookies = cookiesOf(res);
    const session = cookies.find((c) => c.name === '__Host-tc_session');
    expect(session).toMatchObject({
      attributes: { secure: true, httponly: true, samesite: 'Lax', path: '/' },
    });
    expect(session?.attributes.domain).toBeUndefined();
    expect(cookies.find((c) => c.name === '__Host-tc_login_state')?.value).toBe('');

    const viaProxy = { ...secure, url: base };
    const cookie = `__Host-tc_session=${session?.value ?? ''}`;
    const me = await httpClient(viaProxy, { cookie }).me.get.query();
    expect(me.user.email).toBe('maria.okafor@example.edu');
    // The same value without the prefix, as a sibling subdomain could plant it, is no session.
    const planted = await httpClient(viaProxy, { cookie: `tc_session=${session?.value ?? ''}` })
      .me.get.query()
      .catch((e: unknown) => e);
    expect(httpStatusOf(planted)).toBe(401);
  });
});

describe('an http deployment', () => {
  it('sends the same headers on every kind of response, but no HSTS', async () => {
    for (const answer of await everyKindOfResponse(plain.url)) {
      expect(answer.status, answer.kind).toBe(answer.expected);
      expectSecurityHeaders(answer);
      expect(answer.header('strict-transport-security'), answer.kind).toBe('');
    }
  });

  it('sets HttpOnly, SameSite=Lax cookies without Secure or the __Host- prefix', async () => {
    const start = await fetch(`${plain.url}/auth/google`, { redirect: 'manual' });
    const [flow] = cookiesOf(start);
    expect(flow).toMatchObject({
      name: 'tc_login_state',
      attributes: { httponly: true, samesite: 'Lax' },
    });
    expect(flow?.attributes.secure).toBeUndefined();

    const { browser, callbackUrl } = await reachCallback(plain, 'aisha.patel@example.edu');
    const res = await browser.request(callbackUrl);
    const session = cookiesOf(res).find((c) => c.name === 'tc_session');
    expect(session).toMatchObject({ attributes: { httponly: true, samesite: 'Lax', path: '/' } });
    expect(session?.attributes.secure).toBeUndefined();
  });
});
