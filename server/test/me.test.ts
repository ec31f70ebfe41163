import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from '../src/db/entities/user.ts';
import { notify } from '../src/services/notifications.ts';
import { httpClient, httpStatusOf, wsClient } from './support/clients.ts';
import { signIn } from './support/sign-in.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { startSignal } from './support/subscriptions.ts';

let app: TestApp;
let cookie: string;
beforeAll(async () => {
  app = await startTestApp();
  cookie = (await signIn(app, 'sofia.ramirez@example.edu')).cookie;
});
afterAll(() => app.close());

async function notifySofia(title: string) {
  const em = app.db.orm.em.fork();
  const sofia = await em.findOneOrFail(User, { email: 'sofia.ramirez@example.edu' });
  return notify(em, app.bus, sofia.id, { kind: 'enrollment', title, body: 'b', link: '/x' });
}

describe('preferences', () => {
  it('starts from defaults, saves changes, and keeps them for the next sign-in', async () => {
    const client = httpClient(app, { cookie });
    expect((await client.me.get.query()).preferences).toMatchObject({
      theme: null,
      compactMode: false,
    });
    await client.me.updatePreferences.mutate({ theme: 'dark', compactMode: true });
    const next = await signIn(app, 'sofia.ramirez@example.edu');
    const me = await httpClient(app, { cookie: next.cookie }).me.get.query();
    expect(me.preferences).toMatchObject({ theme: 'dark', compactMode: true, autoRefresh: true });
  });

  it('changes only the settings sent, keeping the others', async () => {
    const client = httpClient(app, { cookie });
    await client.me.updatePreferences.mutate({ autoRefresh: false });
    await client.me.updatePreferences.mutate({ notifyStudentReports: true });
    expect((await client.me.get.query()).preferences).toMatchObject({
      autoRefresh: false,
      notifyStudentReports: true,
    });
  });

  it('refuses a bad value and changes nothing', async () => {
    const client = httpClient(app, { cookie });
    const before = (await client.me.get.query()).preferences;
    const error = await client.me.updatePreferences
      .mutate({ theme: 'purple' as 'dark' })
      .catch((e: unknown) => e);
    expect(httpStatusOf(error)).toBe(400);
    expect((await client.me.get.query()).preferences).toEqual(before);
  });
});

describe('notifications', () => {
  it('lists them newest first with an unread count, and marks them read', async () => {
    const client = httpClient(app, { cookie });
    const first = await notifySofia('First');
    await notifySofia('Second');
    const listed = await client.me.notifications.list.query({ limit: 10 });
    expect(listed.items.map((n) => n.title).slice(0, 2)).toEqual(['Second', 'First']);
    expect(listed.unreadCount).toBe(2);
    expect((await client.me.notifications.markRead.mutate({ ids: [first.id] })).unreadCount).toBe(
      1,
    );
    expect((await client.me.notifications.markRead.mutate({})).unreadCount).toBe(0);
  });

  it("never shows or marks another user's notifications", async () => {
    const other = await signIn(app, 'noah.kim@example.edu');
    const mine = await notifySofia('Private');
    const theirs = httpClient(app, { cookie: other.cookie });
    expect((await theirs.me.notifications.list.query({})).items.map((n) => n.id)).not.toContain(
      mine.id,
    );
    await theirs.me.notifications.markRead.mutate({ ids: [mine.id] });
    const list = await httpClient(app, { cookie }).me.notifications.list.query({});
    expect(list.items.find((n) => n.id === mine.id)?.readAt).toBeNull();
  });

  it('delivers new ones live and resumes after a reconnect without loss', async () => {
    const ws = wsClient(app, { cookie });
    const seen: string[] = [];
    let lastId: string | undefined;
    const start = startSignal();
    const sub = ws.trpc.me.onNotification.subscribe(undefined, {
      onStarted: start.onStarted,
      onData: (e) => {
        seen.push(e.data.title);
        lastId = e.id;
      },
    });
    await start.started;
    await notifySofia('Live one');
    await expect.poll(() => seen).toContain('Live one');
    sub.unsubscribe();
    ws.close();

    // Offline: two arrive while no socket is open.
    await notifySofia('Missed A');
    await notifySofia('Missed B');
    const again = wsClient(app, { cookie });
    const resumed: string[] = [];
    const sub2 = again.trpc.me.onNotification.subscribe(
      { lastEventId: lastId },
      { onData: (e) => resumed.push(e.data.title) },
    );
    await expect.poll(() => resumed).toEqual(['Missed A', 'Missed B']);
    sub2.unsubscribe();
    again.close();
  });
});
