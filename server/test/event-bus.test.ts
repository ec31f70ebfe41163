import { randomUUID } from 'node:crypto';
import type { ChatEvent, MessageView } from '@teachchat/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { topics } from '../src/events/topics.ts';
import { httpClient, wsClient } from './support/clients.ts';
import { signIn } from './support/sign-in.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { startSignal } from './support/subscriptions.ts';

let nodeA: TestApp;
let nodeB: TestApp;
beforeAll(async () => {
  // Each node remembers callers for a minute here, so what ends a sign-in on the other node
  // can only be the announcement, never the cache running out.
  const remember = { EVENT_BUS: 'postgres', CALLER_CACHE_MS: '60000' };
  nodeA = await startTestApp(remember);
  nodeB = await startTestApp({ ...remember, DATABASE_URL: nodeA.databaseUrl });
});
afterAll(async () => {
  await nodeB.close();
  await nodeA.close();
});

it('delivers an event published on one node to a subscriber on another', async () => {
  const { cookie } = await signIn(nodeB, 'dana.whitfield@example.edu');
  const ws = wsClient(nodeB, { cookie });
  const titles: string[] = [];
  const start = startSignal();
  const sub = ws.trpc.me.onNotification.subscribe(undefined, {
    onStarted: start.onStarted,
    onData: (event) => titles.push(event.data.title),
  });
  await start.started;
  await httpClient(nodeA).public.contact.send.mutate({
    name: 'Robin Node',
    email: 'robin@example.com',
    message: 'Sent to node A',
  });
  await expect.poll(() => titles, { timeout: 5000 }).toContain('New message from Robin Node');
  sub.unsubscribe();
  ws.close();
});

it('lets a session made on one node work on the other', async () => {
  const { cookie } = await signIn(nodeA, 'maria.okafor@example.edu');
  const me = await httpClient(nodeB, { cookie }).me.get.query();
  expect(me.user.email).toBe('maria.okafor@example.edu');
});

it('ends a sign-out, a revoked token and an old name on the other node too', async () => {
  const { cookie } = await signIn(nodeA, 'maria.okafor@example.edu');
  const onA = httpClient(nodeA, { cookie });
  const { token } = await onA.me.tokens.create.mutate({ name: 'two nodes' });
  const tokenOnB = httpClient(nodeB, { token });
  const cookieOnB = httpClient(nodeB, { cookie });
  // Both known to node B now.
  expect((await tokenOnB.me.get.query()).user.firstName).toBe('Maria');
  expect((await cookieOnB.me.get.query()).user.firstName).toBe('Maria');

  const me = await onA.me.get.query();
  await onA.me.updateProfile.mutate({ firstName: 'Mariam', lastName: me.user.lastName });
  await expect.poll(async () => (await tokenOnB.me.get.query()).user.firstName).toBe('Mariam');

  const [listed] = await onA.me.tokens.list.query();
  await onA.me.tokens.remove.mutate({ id: listed?.id ?? '' });
  await expect
    .poll(() =>
      tokenOnB.me.get.query().then(
        () => 'signed in',
        (err: Error) => err.message,
      ),
    )
    .toBe('Please sign in.');

  await onA.me.signOut.mutate();
  // On the node that signed out, at once; on the other, as soon as it hears.
  await expect(onA.me.get.query()).rejects.toThrow('Please sign in.');
  await expect
    .poll(() =>
      cookieOnB.me.get.query().then(
        () => 'signed in',
        (err: Error) => err.message,
      ),
    )
    .toBe('Please sign in.');
});

it('shows changed preferences on the other node too', async () => {
  const { cookie } = await signIn(nodeA, 'james.chen@example.edu');
  const onA = httpClient(nodeA, { cookie });
  const onB = httpClient(nodeB, { cookie });
  // Node B remembers them now, from both of the calls that show them.
  expect((await onB.me.get.query()).preferences.theme).toBeNull();
  expect((await onB.public.session.query())?.preferences.theme).toBeNull();

  await onA.me.updatePreferences.mutate({ theme: 'dark' });
  expect((await onA.me.get.query()).preferences.theme).toBe('dark');
  await expect.poll(async () => (await onB.me.get.query()).preferences.theme).toBe('dark');
  expect((await onB.public.session.query())?.preferences.theme).toBe('dark');
});

it('carries Dates and payloads larger than a NOTIFY between nodes', async () => {
  const message: MessageView = {
    id: randomUUID(),
    sender: 'assistant',
    content: 'x'.repeat(20_000),
    citations: [],
    feedback: null,
    status: 'complete',
    error: null,
    offline: true,
    unverifiedQuotes: [],
    withheld: false,
    askedTeacher: null,
    authorName: null,
    inReplyTo: null,
    createdAt: new Date('2026-01-02T03:04:05.678Z'),
  };
  const topic = topics.chat(randomUUID());
  const received: ChatEvent[] = [];
  const stop = nodeB.bus.subscribe(topic, (event) => received.push(event));
  await nodeA.bus.publish(topic, { type: 'message', message });
  await expect.poll(() => received.length, { timeout: 5000 }).toBe(1);
  const [event] = received;
  expect(event).toEqual({ type: 'message', message });
  expect(event?.type === 'message' && event.message.createdAt).toBeInstanceOf(Date);
  stop();
});

it('carries a burst of events to the other node, every one and in the order published', async () => {
  // A busy node publishes faster than one connection can NOTIFY: more events wait than the
  // bus has connections, and none may be dropped as if PostgreSQL were unreachable.
  const topic = topics.responses;
  const received: string[] = [];
  const stop = nodeB.bus.subscribe(topic, (event) => received.push(event.conversationId));
  const sent = Array.from({ length: 5000 }, (_, i) => `burst-${i}`);
  await Promise.all(
    sent.map((conversationId) =>
      nodeA.bus.publish(topic, {
        kind: 'message',
        conversationId,
        activityId: 'a',
        courseId: 'c',
        studentId: 's',
        at: '2026-01-01T00:00:00.000Z',
      }),
    ),
  );
  await expect.poll(() => received.length, { timeout: 30_000 }).toBe(sent.length);
  expect(received).toEqual(sent);
  stop();
});
