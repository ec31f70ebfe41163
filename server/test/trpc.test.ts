import { TRPCClientError } from '@trpc/client';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../src/auth/secrets.ts';
import { ContactMessage } from '../src/db/entities/contact-message.ts';
import { Session } from '../src/db/entities/session.ts';
import { httpClient, httpStatusOf, wsClient } from './support/clients.ts';
import { signIn } from './support/sign-in.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { startSignal } from './support/subscriptions.ts';

let app: TestApp;
const cookies: Record<'admin' | 'teacher' | 'student', string> = {
  admin: '',
  teacher: '',
  student: '',
};

beforeAll(async () => {
  app = await startTestApp();
  cookies.admin = (await signIn(app, 'dana.whitfield@example.edu')).cookie;
  cookies.teacher = (await signIn(app, 'maria.okafor@example.edu')).cookie;
  cookies.student = (await signIn(app, 'aisha.patel@example.edu')).cookie;
});
afterAll(() => app.close());

async function statusOf(call: Promise<unknown>): Promise<number> {
  try {
    await call;
    return 200;
  } catch (err) {
    if (err instanceof TRPCClientError) return (err.data as { httpStatus: number }).httpStatus;
    throw err;
  }
}

const contactCount = () => app.db.orm.em.fork().count(ContactMessage, {});

describe('answers over HTTP', () => {
  it('come whole with their length, errors with their status, and batches alike', async () => {
    const one = await fetch(`${app.url}/trpc/public.session`, {
      headers: { cookie: cookies.student },
    });
    expect(one.status).toBe(200);
    expect(one.headers.get('content-length')).toBe(
      String((await one.clone().arrayBuffer()).byteLength),
    );
    expect(one.headers.get('transfer-encoding')).toBeNull();
    expect(
      ((await one.json()) as { result: { data: { json: unknown } } }).result.data.json,
    ).toMatchObject({
      user: { email: 'aisha.patel@example.edu' },
    });
    const refused = await fetch(`${app.url}/trpc/admin.dashboard.stats`, {
      headers: { cookie: cookies.student },
    });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('content-length')).not.toBeNull();
    const batch = await fetch(`${app.url}/trpc/public.session,me.get?batch=1`, {
      headers: { cookie: cookies.student },
    });
    expect(batch.status).toBe(200);
    expect(((await batch.json()) as unknown[]).length).toBe(2);
  });
});

// Who may call which procedure is checked for every procedure by authorization-matrix.test.ts.
describe('what each role sees', () => {
  it('shows a teacher only their own courses and a student only enrolled ones', async () => {
    const teacherCourses = await httpClient(app, {
      cookie: cookies.teacher,
    }).teacher.courses.list.query();
    expect(teacherCourses.map((c) => c.courseCode).sort()).toEqual(['CS101', 'CS201']);
    const studentCourses = await httpClient(app, {
      cookie: cookies.student,
    }).student.courses.list.query();
    expect(studentCourses.map((c) => c.courseCode).sort()).toEqual(['CS101', 'MATH201']);
  });
});

describe('personal API tokens', () => {
  it('creates a token shown once, authenticates with it, and stops working when revoked', async () => {
    const owner = httpClient(app, { cookie: cookies.teacher });
    const created = await owner.me.tokens.create.mutate({ name: 'grading script' });
    expect(created.token).toMatch(/^tc_/);
    const listed = await owner.me.tokens.list.query();
    expect(listed.map((t) => t.name)).toContain('grading script');
    expect(JSON.stringify(listed)).not.toContain(created.token);

    const script = httpClient(app, { token: created.token });
    expect((await script.me.get.query()).user.email).toBe('maria.okafor@example.edu');
    expect(await statusOf(script.admin.contactMessages.list.query())).toBe(403);

    await owner.me.tokens.remove.mutate({ id: created.id });
    expect(await statusOf(script.me.get.query())).toBe(401);
  });

  it('are managed only from a browser session, so no token outlives the one that made it', async () => {
    const owner = httpClient(app, { cookie: cookies.teacher });
    const parent = await owner.me.tokens.create.mutate({ name: 'parent' });
    const script = httpClient(app, { token: parent.token });
    const refused = [
      () => script.me.tokens.create.mutate({ name: 'child' }),
      () => script.me.tokens.list.query(),
      () => script.me.tokens.remove.mutate({ id: parent.id }),
    ];
    for (const call of refused) {
      const error = await call().then(
        () => undefined,
        (e: unknown) => e as TRPCClientError<never>,
      );
      expect(httpStatusOf(error)).toBe(403);
      expect(error?.message).toBe(
        'API tokens can be managed only in the web app, not with an API token.',
      );
    }
    // Over the websocket with the token alike.
    const ws = wsClient(app, { token: parent.token });
    const overWs = await ws.trpc.me.tokens.create
      .mutate({ name: 'child' })
      .catch((e: unknown) => e as TRPCClientError<never>);
    expect(httpStatusOf(overWs)).toBe(403);
    ws.close();
    const names = (await owner.me.tokens.list.query()).map((t) => t.name);
    expect(names).toContain('parent');
    expect(names).not.toContain('child');
    // Revoking the parent leaves its holder nothing.
    await owner.me.tokens.remove.mutate({ id: parent.id });
    expect(await statusOf(script.me.get.query())).toBe(401);
  });

  it('rejects a blank token name with a clear message', async () => {
    const error = await httpClient(app, { cookie: cookies.teacher })
      .me.tokens.create.mutate({ name: '   ' })
      .catch((e: unknown) => e as TRPCClientError<never>);
    expect(error).toBeInstanceOf(TRPCClientError);
    expect(httpStatusOf(error)).toBe(400);
    expect((error as TRPCClientError<never>).message).toContain('Token name is required');
  });

  it("cannot revoke another user's token", async () => {
    const mine = await httpClient(app, { cookie: cookies.teacher }).me.tokens.create.mutate({
      name: 'mine',
    });
    const other = httpClient(app, { cookie: cookies.student });
    expect(await statusOf(other.me.tokens.remove.mutate({ id: mine.id }))).toBe(404);
    expect((await httpClient(app, { token: mine.token }).me.get.query()).user.role).toBe('teacher');
  });
});

describe('cross-site requests', () => {
  const body = JSON.stringify({ json: { name: 'Eve', email: 'eve@example.com', message: 'hi' } });
  it.each([
    ['text/plain', body],
    ['application/x-www-form-urlencoded', 'name=Eve&email=eve%40example.com&message=hi'],
    [
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--',
    ],
  ])('rejects a mutation sent as %s and stores nothing', async (type, payload) => {
    const before = await contactCount();
    const res = await fetch(`${app.url}/trpc/public.contact.send`, {
      method: 'POST',
      headers: { 'content-type': type, cookie: cookies.admin },
      body: payload,
    });
    expect(res.status).toBe(415);
    expect(await contactCount()).toBe(before);
  });

  it('rejects a mutation by GET', async () => {
    const before = await contactCount();
    const input = encodeURIComponent(body);
    const res = await fetch(`${app.url}/trpc/public.contact.send?input=${input}`);
    expect(res.status).toBe(405);
    expect(await contactCount()).toBe(before);
  });

  it('rejects a JSON mutation that the browser marks as cross-site', async () => {
    const res = await fetch(`${app.url}/trpc/me.signOut`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'sec-fetch-site': 'cross-site',
        cookie: cookies.admin,
      },
      body: '{}',
    });
    expect(res.status).toBe(403);
    expect((await httpClient(app, { cookie: cookies.admin }).me.get.query()).user.role).toBe(
      'admin',
    );
  });
});

describe('contact form', () => {
  it('stores a valid message, tells admins live, and validates input', async () => {
    const ws = wsClient(app, { cookie: cookies.admin });
    const received: { title: string }[] = [];
    const start = startSignal();
    const sub = ws.trpc.me.onNotification.subscribe(undefined, {
      onStarted: start.onStarted,
      onData: (event) => received.push(event.data),
    });
    await start.started;
    const anonymous = httpClient(app);
    await anonymous.public.contact.send.mutate({
      name: 'Pat Lee',
      email: 'Pat@Example.com',
      message: 'Do you support SSO?',
    });
    const stored = await app.db.orm.em.fork().findOneOrFail(ContactMessage, { name: 'Pat Lee' });
    expect(stored.email).toBe('pat@example.com');
    await expect.poll(() => received.map((n) => n.title)).toContain('New message from Pat Lee');
    const inbox = await httpClient(app, {
      cookie: cookies.admin,
    }).admin.contactMessages.list.query();
    expect(inbox.items.map((m) => m.name)).toContain('Pat Lee');

    const bad = await anonymous.public.contact.send
      .mutate({ name: '', email: 'not-an-email', message: 'x' })
      .catch((e: unknown) => e as TRPCClientError<never>);
    expect(httpStatusOf(bad)).toBe(400);
    sub.unsubscribe();
    ws.close();
  });

  it('limits how many messages one address can send', async () => {
    const client = httpClient(app);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push(
        await statusOf(
          client.public.contact.send.mutate({
            name: 'Spam',
            email: 's@example.com',
            message: `m${i}`,
          }),
        ),
      );
    }
    expect(statuses).toContain(429);
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(5);
  });
});

describe('the websocket', () => {
  it('authenticates from the session cookie', async () => {
    const ws = wsClient(app, { cookie: cookies.student });
    expect((await ws.trpc.me.get.query()).user.email).toBe('aisha.patel@example.edu');
    ws.close();
  });

  it('authenticates from a token in connectionParams', async () => {
    const { token } = await httpClient(app, { cookie: cookies.student }).me.tokens.create.mutate({
      name: 'ws',
    });
    const ws = wsClient(app, { token });
    expect((await ws.trpc.me.get.query()).user.role).toBe('student');
    ws.close();
  });

  it('checks who sends each call as HTTP does: a sign-in that expired since it opened is refused', async () => {
    const { cookie } = await signIn(app, 'aisha.patel@example.edu');
    const ws = wsClient(app, { cookie });
    expect((await ws.trpc.me.get.query()).user.email).toBe('aisha.patel@example.edu');
    // Ended as time ends it: nothing is announced, the socket stays open.
    const token = decodeURIComponent(/tc_session=([^;]+)/.exec(cookie)?.[1] ?? '');
    await app.db.orm.em
      .fork()
      .nativeUpdate(Session, { id: sha256(token) }, { expiresAt: new Date(Date.now() - 1000) });
    // Once this node's few seconds of remembering who a cookie belongs to have run out.
    await expect
      .poll(() => statusOf(ws.trpc.me.get.query()), { timeout: 10_000, interval: 500 })
      .toBe(401);
    expect(ws.closes).toEqual([]);
    ws.close();
  });

  it.each([
    ['a foreign Origin', 'https://evil.example'],
    ['no Origin', undefined],
  ])('refuses an upgrade with %s even with a valid cookie', async (_label, origin) => {
    const headers: Record<string, string> = { cookie: cookies.admin };
    if (origin) headers.origin = origin;
    const socket = new WebSocket(`${app.url.replace(/^http/, 'ws')}/trpc`, { headers });
    const status = await new Promise<number | 'open'>((resolve) => {
      socket.on('open', () => resolve('open'));
      socket.on('error', () => {});
      socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    });
    socket.terminate();
    expect(status).toBe(403);
  });
});

describe('ending a sign-in closes its open websockets at once', () => {
  it('on sign-out, on token revocation and when an admin deletes the user', async () => {
    const closedWith = (ws: ReturnType<typeof wsClient>) =>
      expect.poll(() => ws.closes.map((c) => c.code), { timeout: 5000 }).toContain(4401);

    const { cookie } = await signIn(app, 'emma.johansson@example.edu');
    const bySession = wsClient(app, { cookie });
    await bySession.trpc.me.get.query();
    await httpClient(app, { cookie }).me.signOut.mutate();
    await closedWith(bySession);
    bySession.close();

    const fresh = (await signIn(app, 'emma.johansson@example.edu')).cookie;
    const token = await httpClient(app, { cookie: fresh }).me.tokens.create.mutate({ name: 'ws' });
    const byToken = wsClient(app, { token: token.token });
    await byToken.trpc.me.get.query();
    await httpClient(app, { cookie: fresh }).me.tokens.remove.mutate({ id: token.id });
    await closedWith(byToken);
    byToken.close();

    const stillOpen = wsClient(app, { cookie: fresh });
    const me = await stillOpen.trpc.me.get.query();
    await httpClient(app, { cookie: cookies.admin }).admin.students.remove.mutate({
      id: me.user.id,
    });
    await closedWith(stillOpen);
    stillOpen.close();
    expect(await httpClient(app, { cookie: fresh }).public.session.query()).toBeNull();
  });
});

describe('behind a proxy (TRUST_PROXY=true)', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await startTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => proxied.close());

  it("counts a call over the websocket against the client's address, not the proxy's", async () => {
    const from = (address: string) =>
      wsClient(proxied, { headers: { 'x-forwarded-for': address } });
    const contact = (ws: ReturnType<typeof wsClient>, i: number) =>
      statusOf(
        ws.trpc.public.contact.send.mutate({
          name: 'Busy',
          email: 'busy@example.com',
          message: `m${i}`,
        }),
      );
    const busy = from('203.0.113.7');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push(await contact(busy, i));
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    // The same client over HTTP is the same address; another behind the proxy is not.
    const overHttp = httpClient(proxied, { headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(
      await statusOf(
        overHttp.public.contact.send.mutate({ name: 'Busy', email: 'b@example.com', message: 'm' }),
      ),
    ).toBe(429);
    const other = from('203.0.113.8');
    expect(await contact(other, 0)).toBe(200);
    busy.close();
    other.close();
  });
});
