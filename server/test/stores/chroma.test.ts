import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChromaServer, type ChromaServer } from '../../src/rag/stores/chroma-server.ts';
import { createChromaStore } from '../../src/rag/stores/chroma.ts';
import type { VectorStore } from '../../src/rag/types.ts';
import { ask, makeChunks, storeContract } from './store-contract.ts';

let dataDir: string;
let server: ChromaServer;
let store: VectorStore;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'teachchat-chroma-'));
  server = await startChromaServer({ dataDir, port: 0 });
  store = createChromaStore({ url: server.url });
});

afterAll(async () => {
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('chroma store against the bundled Chroma server', () => {
  storeContract(() => store);

  it('lists and removes more chunks than it sends in one request', async () => {
    const activityId = randomUUID();
    const chunks = await makeChunks(
      activityId,
      Array.from({ length: 1100 }, (_, i) => `Numbered fact ${i}: item ${i} weighs ${i} grams.`),
    );
    await store.upsert(activityId, chunks);
    expect((await store.ids(activityId)).sort()).toEqual(chunks.map((c) => c.id).sort());
    await store.remove(
      activityId,
      chunks.slice(0, 1050).map((c) => c.id),
    );
    expect((await store.ids(activityId)).sort()).toEqual(
      chunks
        .slice(1050)
        .map((c) => c.id)
        .sort(),
    );
  });

  it('keeps the data when the server restarts on the same directory', async () => {
    const [chunk] = await makeChunks(randomUUID(), ['Glaciers carve U-shaped valleys.']);
    if (!chunk) throw new Error('no chunk');
    await store.upsert(chunk.activityId, [chunk]);
    await server.stop();
    server = await startChromaServer({ dataDir, port: 0 });
    store = createChromaStore({ url: server.url });
    const hits = await ask(store, chunk.activityId, 'glaciers valleys');
    expect(hits.map((hit) => hit.chunkId)).toEqual([chunk.id]);
  });
});

describe('startChromaServer', () => {
  it('names the heartbeat URL when the server does not come up in time', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'teachchat-chroma-slow-'));
    try {
      await expect(startChromaServer({ dataDir: dir, port: 0, timeoutMs: 1 })).rejects.toThrow(
        /did not answer http:\/\/127\.0\.0\.1:\d+\/api\/v2\/heartbeat/,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuses a port that is already taken instead of talking to whoever holds it', async () => {
    const port = Number(new URL(server.url).port);
    const dir = await mkdtemp(join(tmpdir(), 'teachchat-chroma-busy-'));
    try {
      await expect(startChromaServer({ dataDir: dir, port })).rejects.toThrow(
        `port ${port} on 127.0.0.1 is already in use`,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
