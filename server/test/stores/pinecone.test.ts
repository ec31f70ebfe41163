import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPineconeStore } from '../../src/rag/stores/pinecone.ts';
import type { VectorStore } from '../../src/rag/types.ts';
import { startPineconeDouble, type PineconeDouble } from '../support/pinecone-double.ts';
import { ask, makeChunks, storeContract } from './store-contract.ts';

let double: PineconeDouble;
let store: VectorStore;

beforeAll(async () => {
  double = await startPineconeDouble();
  store = createPineconeStore(double);
});

afterAll(async () => {
  await double?.close();
});

describe('pinecone store against the Pinecone test double', () => {
  storeContract(() => store);

  it('upserts, lists and removes more chunks than Pinecone takes in one request', async () => {
    const activityId = randomUUID();
    // Over the 1000-vector request limit that the double enforces like Pinecone does.
    const texts = Array.from(
      { length: 1200 },
      (_, i) => `Numbered fact ${i}: item ${i} weighs ${i * 3} grams.`,
    );
    const chunks = await makeChunks(activityId, texts);
    await store.upsert(activityId, chunks);
    const hits = await ask(store, activityId, texts[137] ?? '', 1500);
    expect(hits).toHaveLength(1200);
    expect(hits[0]?.chunkId).toBe(chunks[137]?.id);
    // Listed a page at a time, removed in requests of at most 1000 ids.
    expect((await store.ids(activityId)).sort()).toEqual(chunks.map((c) => c.id).sort());
    await store.remove(
      activityId,
      chunks.slice(0, 1100).map((c) => c.id),
    );
    expect((await store.ids(activityId)).sort()).toEqual(
      chunks
        .slice(1100)
        .map((c) => c.id)
        .sort(),
    );
  });

  it('says so when the index dimension differs from the embeddings', async () => {
    const small = await startPineconeDouble({ dimension: 8 });
    try {
      const mismatched = createPineconeStore(small);
      const activityId = randomUUID();
      const chunks = await makeChunks(activityId, ['Any text at all.']);
      await expect(mismatched.upsert(activityId, chunks)).rejects.toThrow(
        `Pinecone index "${small.indexName}" has dimension 8 but the embeddings have 384`,
      );
    } finally {
      await small.close();
    }
  });

  it('surfaces a wrong API key as an error', async () => {
    const wrongKey = createPineconeStore({ ...double, apiKey: 'not-the-key' });
    await expect(ask(wrongKey, randomUUID(), 'anything')).rejects.toThrow(/API key/i);
  });
});
