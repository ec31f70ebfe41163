import { afterAll, beforeAll, expect, it } from 'vitest';
import { Activity } from '../../src/db/entities/activity.ts';
import { Chunk } from '../../src/db/entities/chunk.ts';
import { bytesToVector } from '../../src/rag/embed/provider.ts';
import { retrieve } from '../../src/rag/retrieve.ts';
import { createActivity, materialSettled, text } from '../support/activities.ts';
import { FAKE_EMBEDDING_DIMENSIONS, startLlmDouble } from '../support/llm-double.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
let llm: Awaited<ReturnType<typeof startLlmDouble>>;
beforeAll(async () => {
  llm = await startLlmDouble();
  app = await startTestApp({
    OPENAI_COMPATIBLE_BASE_URL: llm.baseURL,
    EMBEDDINGS: 'compatible:double-embed',
    DEMO_DATA: 'true',
  });
});
afterAll(async () => {
  await app.close();
  await llm.close();
});

it('embeds material and questions with the configured provider, in batches', async () => {
  const paragraphs = Array.from({ length: 120 }, (_, i) =>
    `Paragraph ${i} about tides, the moon and gravity. `.repeat(30),
  );
  const activity = await createActivity(app, {
    courseCode: 'CS101',
    title: 'Tides',
    files: [{ name: 'tides.txt', bytes: text(paragraphs.join('\n\n')) }],
  });
  await materialSettled(app, activity.id);
  const stored = await app.db.orm.em.fork().findOneOrFail(Activity, { id: activity.id });
  expect(stored.embeddingModel).toBe('compatible:double-embed');
  const chunk = await app.db.orm.em
    .fork()
    .findOneOrFail(Chunk, { activity: activity.id }, { populate: ['embedding'] });
  expect(bytesToVector(chunk.embedding ?? new Uint8Array()).length).toBe(FAKE_EMBEDDING_DIMENSIONS);
  expect(Math.max(...llm.embeddingCalls)).toBeGreaterThan(1);

  const calls = llm.embeddingCalls.length;
  const hits = await retrieve(
    { orm: app.db.orm, embedder: app.rag.embedder, store: app.rag.store },
    { id: activity.id, vectorStore: 'postgres' },
    'What pulls the tides?',
  );
  expect(hits.chunks.length).toBeGreaterThan(0);
  expect(llm.embeddingCalls.length).toBe(calls + 1);
});
