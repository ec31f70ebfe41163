import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from '../src/trpc/router.ts';
import { httpClient, subscribeByPath, wsClient } from './support/clients.ts';
import { signIn } from './support/sign-in.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

/**
 * The role dimension of the authorization matrix, generated from the router itself so a
 * new procedure cannot be missed: every procedure × {anonymous, admin, teacher, student},
 * each signed-in role once with its session cookie and once with an API token (a bearer
 * header over HTTP, connectionParams on the websocket): both must get the same answers,
 * except token management, which needs the browser session.
 * Role checks run before input validation, so no input is needed to see them refuse.
 * The resource dimension (whose rows) is resource-matrix.test.ts.
 */
type Kind = 'query' | 'mutation' | 'subscription';
const procedures = Object.entries(
  appRouter._def.procedures as unknown as Record<string, { _def: { type: Kind } }>,
)
  .map(([path, p]) => ({ path, type: p._def.type }))
  // Signing out ends the session the rest of the row uses: it goes last.
  .sort((a, b) => Number(a.path === 'me.signOut') - Number(b.path === 'me.signOut'));

function expected(
  path: string,
  who: 'anonymous' | 'admin' | 'teacher' | 'student',
  via: 'nothing' | 'cookie' | 'token',
): 'allowed' | 401 | 403 {
  const area = path.split('.')[0];
  if (area === 'public') return 'allowed';
  if (who === 'anonymous') return 401;
  // Tokens are managed from a browser session only, so no token can make another.
  if (path.startsWith('me.tokens.') && via === 'token') return 403;
  if (area === 'me' || area === 'models') return 'allowed';
  return area === who ? 'allowed' : 403;
}

type Credentials = { cookie?: string; token?: string };
let app: TestApp;
const cookies: Record<string, string> = {};
const tokens: Record<string, string> = {};
beforeAll(async () => {
  app = await startTestApp();
  const emails = {
    admin: 'dana.whitfield@example.edu',
    teacher: 'maria.okafor@example.edu',
    student: 'aisha.patel@example.edu',
  };
  for (const [role, email] of Object.entries(emails)) {
    const { cookie } = await signIn(app, email);
    cookies[role] = cookie;
    const created = await httpClient(app, { cookie }).me.tokens.create.mutate({ name: 'matrix' });
    tokens[role] = created.token;
  }
});
afterAll(() => app.close());

async function httpStatus(path: string, type: Kind, auth: Credentials): Promise<number> {
  const headers: Record<string, string> = {};
  if (auth.cookie) headers.cookie = auth.cookie;
  if (auth.token) headers.authorization = `Bearer ${auth.token}`;
  const res =
    type === 'query'
      ? await fetch(`${app.url}/trpc/${path}`, { headers })
      : await fetch(`${app.url}/trpc/${path}`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: '{}',
        });
  return res.status;
}

async function subscriptionOutcome(path: string, auth: Credentials): Promise<number | 'allowed'> {
  const ws = wsClient(app, auth);
  const outcome = await new Promise<number | 'allowed'>((resolve) => {
    const sub = subscribeByPath(ws, path, undefined, {
      onStarted: () => setTimeout(() => resolve('allowed'), 300),
      onData: () => resolve('allowed'),
      onError: (err) => resolve(err.data?.httpStatus ?? 0),
    });
    setTimeout(() => sub.unsubscribe(), 2000);
  });
  ws.close();
  return outcome;
}

const callers = [
  { who: 'anonymous', via: 'nothing' },
  ...(['admin', 'teacher', 'student'] as const).flatMap((who) =>
    (['cookie', 'token'] as const).map((via) => ({ who, via })),
  ),
] as const;

describe.each(callers)('as $who with $via', ({ who, via }) => {
  it.each(procedures)('$type $path', async ({ path, type }) => {
    const want = expected(path, who, via);
    const auth: Credentials =
      who === 'anonymous'
        ? {}
        : via === 'cookie'
          ? { cookie: cookies[who] }
          : { token: tokens[who] };
    if (type === 'subscription') {
      const got = await subscriptionOutcome(path, auth);
      // An allowed subscription may still refuse its (missing) input with 400.
      if (want === 'allowed') expect([400, 'allowed']).toContain(got);
      else expect(got).toBe(want);
      return;
    }
    const status = await httpStatus(path, type, auth);
    if (want === 'allowed') expect([200, 400, 404]).toContain(status);
    else expect(status).toBe(want);
  });
});
