import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Activity } from '../../src/db/entities/activity.ts';
import { Chunk } from '../../src/db/entities/chunk.ts';
import { Conversation } from '../../src/db/entities/conversation.ts';
import { Message } from '../../src/db/entities/message.ts';
import { User } from '../../src/db/entities/user.ts';
import { deleteActivity } from '../../src/rag/material.ts';
import { createActivity, materialSettled, text } from '../support/activities.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'teachchat-delete-'));
  app = await startTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

it('deletes an activity with its chunks and its index, and its conversations only when asked', async () => {
  const activity = await createActivity(app, {
    courseCode: 'CS201',
    title: 'Graphs',
    vectorStore: 'faiss',
    files: [
      {
        name: 'graphs.txt',
        bytes: text(
          'A graph has vertices and edges. Breadth-first search visits neighbours level by level.',
        ),
      },
    ],
  });
  await materialSettled(app, activity.id);
  const indexFile = path.join(dataDir, 'faiss', `${activity.id}.usearch`);
  expect(existsSync(indexFile)).toBe(true);

  const em = app.db.orm.em.fork() as EntityManager;
  const student = await em.findOneOrFail(User, { email: 'lucas.moreau@example.edu' });
  const conversation = em.create(Conversation, { activity: activity.id, student });
  em.create(Message, { conversation, sender: 'user', content: 'What is BFS?' });
  await em.flush();
  const store = await app.rag.store('faiss');

  await expect(deleteActivity(em, store, activity.id, { withResponses: false })).rejects.toThrow(
    'This activity has 1 student response. Delete it together with its responses to remove it.',
  );
  expect(await em.count(Activity, { id: activity.id })).toBe(1);
  expect(await em.count(Message, { conversation: conversation.id })).toBe(1);

  await deleteActivity(em, store, activity.id, { withResponses: true });
  expect(await em.count(Activity, { id: activity.id })).toBe(0);
  expect(await em.count(Chunk, { activity: activity.id })).toBe(0);
  expect(await em.count(Conversation, { activity: activity.id })).toBe(0);
  expect(existsSync(indexFile)).toBe(false);
});
