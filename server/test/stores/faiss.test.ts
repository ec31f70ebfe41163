import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFaissStore } from '../../src/rag/stores/faiss.ts';
import type { IndexedChunk, VectorStore } from '../../src/rag/types.ts';
import { ask, makeChunks, storeContract } from './store-contract.ts';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'teachchat-faiss-'));
});

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Stands in for the chunk table: written before the store, as ingestion does. */
function fakeDatabase() {
  const rows = new Map<string, Map<string, IndexedChunk>>();
  const loads: string[] = [];
  return {
    loads,
    loadChunks: async (activityId: string) => {
      loads.push(activityId);
      return [...(rows.get(activityId)?.values() ?? [])];
    },
    save(chunks: IndexedChunk[]) {
      for (const chunk of chunks) {
        const activity = rows.get(chunk.activityId) ?? new Map<string, IndexedChunk>();
        activity.set(chunk.id, chunk);
        rows.set(chunk.activityId, activity);
      }
    },
    remove: (activityId: string) => rows.delete(activityId),
    removeChunks(activityId: string, chunkIds: string[]) {
      for (const id of chunkIds) rows.get(activityId)?.delete(id);
    },
  };
}

/** The store as the app drives it: database rows first, then the index. */
function storeWithDatabase(storeDir: string, db = fakeDatabase()): VectorStore {
  const store = createFaissStore({ dir: storeDir, loadChunks: db.loadChunks });
  return {
    ...store,
    async upsert(activityId, chunks) {
      db.save(chunks);
      await store.upsert(activityId, chunks);
    },
    async remove(activityId, chunkIds) {
      db.removeChunks(activityId, chunkIds);
      await store.remove(activityId, chunkIds);
    },
    async deleteActivity(activityId) {
      db.remove(activityId);
      await store.deleteActivity(activityId);
    },
  };
}

describe('faiss store (usearch)', () => {
  let store: VectorStore;
  beforeAll(() => {
    store = storeWithDatabase(dir);
  });
  storeContract(() => store);
});

describe('faiss store files', () => {
  it('answers from the saved files in a new store instance, without the database', async () => {
    const storeDir = await mkdtemp(join(dir, 'persist-'));
    const activityId = randomUUID();
    const chunks = await makeChunks(activityId, [
      'Volcanoes form where magma reaches the surface.',
      'Rivers deposit silt in deltas.',
    ]);
    await storeWithDatabase(storeDir).upsert(activityId, chunks);
    expect((await readdir(storeDir)).sort()).toEqual([
      `${activityId}.json`,
      `${activityId}.usearch`,
    ]);

    const db = fakeDatabase();
    const reopened = createFaissStore({ dir: storeDir, loadChunks: db.loadChunks });
    const hits = await ask(reopened, activityId, 'magma volcanoes');
    expect(hits[0]?.chunkId).toBe(chunks[0]?.id);
    expect(db.loads).toEqual([]);
  });

  it('rebuilds an index from the database when its files are gone, and saves it again', async () => {
    const storeDir = await mkdtemp(join(dir, 'rebuild-'));
    const db = fakeDatabase();
    const store = storeWithDatabase(storeDir, db);
    const activityId = randomUUID();
    const chunks = await makeChunks(activityId, [
      'Volcanoes form where magma reaches the surface.',
      'Rivers deposit silt in deltas.',
    ]);
    await store.upsert(activityId, chunks);

    // The same store notices too: it checks the files, not only its memory.
    await rm(join(storeDir, `${activityId}.usearch`));
    await rm(join(storeDir, `${activityId}.json`));
    const hits = await ask(store, activityId, 'silt deltas rivers');
    expect(hits[0]?.chunkId).toBe(chunks[1]?.id);
    expect(db.loads).toContain(activityId);
    expect(await readdir(storeDir)).toContain(`${activityId}.usearch`);

    db.loads.length = 0;
    const fresh = createFaissStore({ dir: storeDir, loadChunks: db.loadChunks });
    expect((await ask(fresh, activityId, 'silt deltas rivers'))[0]?.chunkId).toBe(chunks[1]?.id);
    expect(db.loads).toEqual([]);
  });

  it('keeps removed chunks out of its files', async () => {
    const storeDir = await mkdtemp(join(dir, 'removed-'));
    const db = fakeDatabase();
    const activityId = randomUUID();
    const chunks = await makeChunks(activityId, [
      'Volcanoes form where magma reaches the surface.',
      'Rivers deposit silt in deltas.',
      'Glaciers carve U-shaped valleys.',
    ]);
    const store = storeWithDatabase(storeDir, db);
    await store.upsert(activityId, chunks);
    await store.remove(activityId, [chunks[1]?.id ?? '']);
    db.loads.length = 0;

    const reopened = createFaissStore({ dir: storeDir, loadChunks: db.loadChunks });
    const kept = [chunks[0]?.id, chunks[2]?.id].sort();
    expect((await reopened.ids(activityId)).sort()).toEqual(kept);
    const hits = await ask(reopened, activityId, 'silt deltas rivers', 10);
    expect(hits.map((hit) => hit.chunkId).sort()).toEqual(kept);
    expect(db.loads).toEqual([]);
  });

  it('rebuilds from the database when the sidecar is damaged', async () => {
    const storeDir = await mkdtemp(join(dir, 'damaged-'));
    const db = fakeDatabase();
    const activityId = randomUUID();
    const chunks = await makeChunks(activityId, ['Tides follow the pull of the moon.']);
    await storeWithDatabase(storeDir, db).upsert(activityId, chunks);
    await writeFile(
      join(storeDir, `${activityId}.json`),
      '{"version":1,"dimensions":384,"chunks":[[0,"x"],[1,"y"]]}',
    );
    db.loads.length = 0;

    const reopened = createFaissStore({ dir: storeDir, loadChunks: db.loadChunks });
    const hits = await ask(reopened, activityId, 'moon tides');
    expect(hits.map((hit) => hit.chunkId)).toEqual([chunks[0]?.id]);
    expect(db.loads).toEqual([activityId]);
  });

  it('keeps answering while more activities pass through than it keeps in memory', async () => {
    const storeDir = await mkdtemp(join(dir, 'lru-'));
    const db = fakeDatabase();
    const store = createFaissStore({ dir: storeDir, loadChunks: db.loadChunks, cacheSize: 2 });
    const activities = await Promise.all(
      [
        'Comets have icy nuclei.',
        'Bees communicate by dancing.',
        'Granite is an igneous rock.',
      ].map((text) => makeChunks(randomUUID(), [text])),
    );
    await Promise.all(
      activities.map((chunks) => store.upsert(chunks[0]?.activityId ?? '', chunks)),
    );
    for (const chunks of activities) {
      const [chunk] = chunks;
      expect((await ask(store, chunk?.activityId ?? '', chunk?.text ?? ''))[0]?.chunkId).toBe(
        chunk?.id,
      );
    }
    expect(db.loads).toHaveLength(3); // once each, when first seen; after that from the files
  });

  it('refuses an activity id that could name a path outside its directory', async () => {
    const store = createFaissStore({ dir, loadChunks: async () => [] });
    await expect(ask(store, '../escape', 'anything')).rejects.toThrow(/Invalid activity id/);
  });
});
