import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from '../src/trpc/router.ts';
import { wsClient } from './support/clients.ts';
import { signIn } from './support/sign-in.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

/**
 * The role dimension of the authorization matrix, generated from the router itself so a
 * new procedure cannot be missed: every procedure × {anonymous, admin, teacher, student}.
 * Role checks run before input validation, so no input is needed to see them refuse.
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
): 'allowed' | 401 | 403 {
  const area = path.split('.')[0];
  if (area === 'public') return 'allowed';
  if (who === 'anonymous') return 401;
  if (area === 'me' || area === 'models') return 'allowed';
  return area === who ? 'allowed' : 403;
}

let app: TestApp;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  app = await startTestApp();
  cookies.admin = (await signIn(app, 'dana.whitfield@example.edu')).cookie;
  cookies.teacher = (await signIn(app, 'maria.okafor@example.edu')).cookie;
  cookies.student = (await signIn(app, 'aisha.patel@example.edu')).cookie;
});
afterAll(() => app.close());

async function httpStatus(path: string, type: Kind, cookie?: string): Promise<number> {
  const headers: Record<string, string> = cookie ? { cookie } : {};
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

async function subscriptionOutcome(path: string, cookie?: string): Promise<number | 'allowed'> {
  const ws = wsClient(app, { cookie });
  const [area, ...rest] = path.split('.');
  // Walk the typed client by path; the matrix only needs the first outcome.
  let node = ws.trpc as unknown as Record<string, unknown>;
  for (const part of [area, ...rest]) node = node[part ?? ''] as Record<string, unknown>;
  const outcome = await new Promise<number | 'allowed'>((resolve) => {
    const sub = (
      node as unknown as { subscribe: (input: unknown, o: object) => { unsubscribe(): void } }
    ).subscribe(undefined, {
      onStarted: () => setTimeout(() => resolve('allowed'), 300),
      onData: () => resolve('allowed'),
      onError: (err: { data?: { httpStatus?: number } }) => resolve(err.data?.httpStatus ?? 0),
    });
    setTimeout(() => sub.unsubscribe(), 2000);
  });
  ws.close();
  return outcome;
}

describe.each(['anonymous', 'admin', 'teacher', 'student'] as const)('as %s', (who) => {
  it.each(procedures)('$type $path', async ({ path, type }) => {
    const want = expected(path, who);
    const cookie = who === 'anonymous' ? undefined : cookies[who];
    if (type === 'subscription') {
      const got = await subscriptionOutcome(path, cookie);
      // An allowed subscription may still refuse its (missing) input with 400.
      if (want === 'allowed') expect([400, 'allowed']).toContain(got);
      else expect(got).toBe(want);
      return;
    }
    const status = await httpStatus(path, type, cookie);
    if (want === 'allowed') expect([200, 400, 404]).toContain(status);
    else expect(status).toBe(want);
  });
});
