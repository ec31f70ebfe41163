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
