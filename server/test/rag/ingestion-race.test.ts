import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VectorStore } from '@teachchat/shared';
import { Activity } from '../../src/db/entities/activity.ts';
import { ActivityFile } from '../../src/db/entities/activity-file.ts';
import { Chunk } from '../../src/db/entities/chunk.ts';
import { makeChunks } from '../stores/store-contract.ts';
import { createActivity, text } from '../support/activities.ts';
import { httpClient } from '../support/clients.ts';
import { startAppWithEveryStore, type EveryStoreApp } from '../support/every-store.ts';
import { signIn } from '../support/sign-in.ts';
import type { TestApp } from '../support/test-app.ts';

let app: TestApp;
let stores: EveryStoreApp;
let token: string;

beforeAll(async () => {
  stores = await startAppWithEveryStore({
    // Enough workers on this node for all three jobs of an activity to be taken at once.
    INGEST_CONCURRENCY: '3',
  });
  app = stores.app;
  const { cookie } = await signIn(app, 'james.chen@example.edu');
  token = (await httpClient(app, { cookie }).me.tokens.create.mutate({ name: 'upload script' }))
    .token;
});
afterAll(async () => {
  await stores.close();
});

const TOPICS = ['volcanoes', 'glaciers', 'rivers', 'deserts', 'coral reefs', 'rainforests'];

/** A file of a few chunks, each paragraph about its own numbered fact. */
const material = (topic: string) => ({
  name: `${topic.replace(' ', '-')}.txt`,
  bytes: text(
    Array.from(
      { length: 4 },
      (_, i) =>
        `Fact ${i + 1} about ${topic}. ` +
        `Scientists who study ${topic} measure fact ${i + 1} again every season. `.repeat(40),
    ).join('\n\n'),
  ),
});

/** The retrieval script's upload: POST /create_RAG with the teacher's token. */
async function createRag(
  ragId: string,
  vectorDB: VectorStore,
  files: { name: string; bytes: Uint8Array }[],
) {
  const form = new FormData();
  form.append('rag_id', ragId);
  form.append('vectorDB', vectorDB);
  for (const f of files) form.append('content_files', new Blob([f.bytes]), f.name);
  const res = await fetch(`${app.url}/create_RAG`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return res.status;
}

async function ragIdOf(activityId: string) {
  const activity = await app.db.orm.em
    .fork()
    .findOneOrFail(Activity, { id: activityId }, { populate: ['course'] });
  return `${activity.course.courseCode}#${activity.contentCode}#${activity.id}`;
}

/** Ingestion is over when the activity is ready and so is every one of its files. */
async function ingested(activityId: string) {
  const em = () => app.db.orm.em.fork();
  await expect
    .poll(
      async () => ({
        activity: (await em().findOneOrFail(Activity, { id: activityId })).materialStatus,
        files: [
          ...new Set(
            (await em().find(ActivityFile, { activity: activityId })).map((f) => f.status),
          ),
        ],
      }),
      { timeout: 60_000, interval: 200 },
    )
    .toEqual({ activity: 'ready', files: ['ready'] });
}

describe.each(['postgres', 'faiss', 'chroma', 'pinecone'] as VectorStore[])(
  'three uploads in quick succession to one activity, on the %s store',
  (vectorStore) => {
    it('ingests every file once, and the store holds exactly its chunks', async () => {
      const activity = await createActivity(app, {
        courseCode: 'MATH201',
        title: `Earth science on ${vectorStore}`,
        vectorStore,
        files: [],
      });
      const ragId = await ragIdOf(activity.id);

      const batches = [TOPICS.slice(0, 2), TOPICS.slice(2, 4), TOPICS.slice(4)];
      const statuses = await Promise.all(
        batches.map((topics) => createRag(ragId, vectorStore, topics.map(material))),
      );
      expect(statuses).toEqual([200, 200, 200]);
      await ingested(activity.id);

      const em = app.db.orm.em.fork();
      const files = await em.find(ActivityFile, { activity: activity.id });
      expect(files.map((f) => f.originalName).sort()).toEqual(
        TOPICS.map((t) => material(t).name).sort(),
      );
      const chunks = await em.find(Chunk, { activity: activity.id });
      const places = chunks.map((c) => `${c.file.id}#${c.ordinal}`);
      expect(new Set(places).size).toBe(places.length);
      for (const file of files) {
        expect(chunks.filter((c) => c.file.id === file.id).length).toBeGreaterThan(1);
      }

      // What the store answers from: every chunk, and nothing else.
      const rows = chunks.map((c) => c.id).sort();
      const store = await app.rag.store(vectorStore);
      expect((await store.ids(activity.id)).sort()).toEqual(rows);
      const [embedding] = await app.rag.embedder.embed(['facts about volcanoes']);
      const hits = await store.query({
        activityId: activity.id,
        text: 'facts about volcanoes',
        embedding: embedding ?? new Float32Array(),
        limit: 1000,
      });
      expect(hits.map((h) => h.chunkId).sort()).toEqual(rows);
    }, 90_000);
  },
);

/** The activity's chunk ids in the table, and the ids its store answers from. */
async function chunkIdsAndStore(activityId: string, vectorStore: VectorStore) {
  const rows = await app.db.orm.em.fork().find(Chunk, { activity: activityId });
  const store = await app.rag.store(vectorStore);
  return { rows: rows.map((c) => c.id).sort(), store: (await store.ids(activityId)).sort() };
}

describe.each(['faiss', 'chroma', 'pinecone'] as VectorStore[])(
  "the %s store's index after an upload",
  (vectorStore) => {
    it('no longer holds vectors whose chunks are gone', async () => {
      const activity = await createActivity(app, {
        courseCode: 'MATH201',
        title: `Leftovers on ${vectorStore}`,
        vectorStore,
        files: [material('volcanoes')],
      });
      await ingested(activity.id);
      // What a run cut short between the table and the store leaves behind.
      const leftover = await makeChunks(activity.id, ['Magma chambers feed volcanoes.']);
      await (await app.rag.store(vectorStore)).upsert(activity.id, leftover);

      const ragId = await ragIdOf(activity.id);
      expect(await createRag(ragId, vectorStore, [material('glaciers')])).toBe(200);
      await ingested(activity.id);
      const { rows, store } = await chunkIdsAndStore(activity.id, vectorStore);
      expect(store).toEqual(rows);
      expect(store).not.toContain(leftover[0]?.id);
    }, 60_000);
  },
);

it('an activity moved to another store with its next upload is indexed there whole', async () => {
  const activity = await createActivity(app, {
    courseCode: 'MATH201',
    title: 'Moving to Chroma',
    vectorStore: 'postgres',
    files: [material('deserts')],
  });
  await ingested(activity.id);
  expect(await createRag(await ragIdOf(activity.id), 'chroma', [material('rivers')])).toBe(200);
  await ingested(activity.id);
  const { rows, store } = await chunkIdsAndStore(activity.id, 'chroma');
  const files = await app.db.orm.em.fork().count(ActivityFile, { activity: activity.id });
  expect(files).toBe(2);
  expect(store).toEqual(rows);
}, 60_000);
