import { afterAll, beforeAll, expect, it } from 'vitest';
import { httpClient, wsClient } from './support/clients.ts';
import { signIn } from './support/sign-in.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { startSignal } from './support/subscriptions.ts';

let nodeA: TestApp;
let nodeB: TestApp;
beforeAll(async () => {
  nodeA = await startTestApp({ EVENT_BUS: 'postgres' });
  nodeB = await startTestApp({ EVENT_BUS: 'postgres', DATABASE_URL: nodeA.databaseUrl });
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

it('carries Dates and payloads larger than a NOTIFY between nodes', async () => {
  const received: unknown[] = [];
  const stop = nodeB.bus.subscribe('test:big', (data) => received.push(data));
  const at = new Date('2026-01-02T03:04:05.678Z');
  const text = 'x'.repeat(20_000);
  await nodeA.bus.publish('test:big', { at, text });
  await expect.poll(() => received.length, { timeout: 5000 }).toBe(1);
  expect(received[0]).toEqual({ at, text });
  expect((received[0] as { at: Date }).at).toBeInstanceOf(Date);
  stop();
});
