import type { Hit, IndexedChunk, RetrievalQuery, VectorStore } from '../types.ts';
import {
  activityFiles,
  addChunks,
  emptyActivityIndex,
  fileSignature,
  loadActivityIndex,
  removeActivityFiles,
  removeChunks,
  saveActivityIndex,
  searchActivity,
  type ActivityIndex,
} from './faiss-index.ts';

/**
 * The `faiss` retrieval choice, served by usearch: faiss-node cannot be installed from the
 * registry (its install step downloads a native binary from elsewhere or compiles FAISS),
 * while usearch ships prebuilt binaries inside its package. Same kind of in-process ANN
 * index: HNSW, cosine, f32.
 *
 * One index per activity, saved as `<dir>/<activityId>.usearch` plus a JSON sidecar of chunk
 * ids; a query opens only that activity's index. The files are a cache of the database: when
 * they are missing or damaged (a new node, a wiped data directory) the index is rebuilt from
 * `loadChunks` and saved again. So call `deleteActivity` after the chunk rows are gone, or a
 * query in between rebuilds the index from them.
 *
 * Writes are serialised per activity within this process only. Two app nodes may share `dir`
 * only through the rebuild path: each reloads an activity when its sidecar file changes, and
 * only one node at a time ingests an activity (jobs/ingestion-lock.ts); the database stays
 * the source of truth.
 */
export function createFaissStore(opts: {
  dir: string;
  loadChunks: (activityId: string) => Promise<IndexedChunk[]>;
  /** How many activity indexes stay in memory. */
  cacheSize?: number;
}): VectorStore {
  const cacheSize = opts.cacheSize ?? 32;
  // Map iteration order is insertion order, so re-inserting on use makes it an LRU.
  const cache = new Map<string, ActivityIndex>();
  const queues = new Map<string, Promise<unknown>>();

  function remember(activityId: string, activity: ActivityIndex): void {
    cache.delete(activityId);
    cache.set(activityId, activity);
    for (const oldest of cache.keys()) {
      if (cache.size <= cacheSize) break;
      cache.delete(oldest);
    }
  }

  function serialised<T>(activityId: string, task: () => Promise<T>): Promise<T> {
    const run = (queues.get(activityId) ?? Promise.resolve()).then(task);
    const settled = run.then(
      () => undefined,
      () => undefined,
    );
    queues.set(activityId, settled);
    void settled.then(() => {
      if (queues.get(activityId) === settled) queues.delete(activityId);
    });
    return run;
  }

  /**
   * The activity's index as the files on disk say it is, and whether it was just rebuilt
   * from the chunk rows (so it holds every chunk written so far); call inside `serialised`.
   */
  async function current(
    activityId: string,
  ): Promise<{ activity: ActivityIndex; rebuilt: boolean }> {
    const signature = await fileSignature(activityFiles(opts.dir, activityId).sidecar);
    const cached = cache.get(activityId);
    if (cached && cached.signature === signature) {
      remember(activityId, cached);
      return { activity: cached, rebuilt: false };
    }
    const loaded =
      signature === 'missing' ? undefined : await loadActivityIndex(opts.dir, activityId);
    const activity = loaded ?? emptyActivityIndex();
    if (!loaded) {
      addChunks(activity, await opts.loadChunks(activityId));
      await saveActivityIndex(opts.dir, activityId, activity);
    }
    remember(activityId, activity);
    return { activity, rebuilt: !loaded };
  }

  return {
    name: 'faiss',

    upsert(activityId: string, chunks: IndexedChunk[]) {
      return serialised(activityId, async () => {
        if (chunks.length === 0) return;
        const { activity, rebuilt } = await current(activityId);
        // A rebuild has just read the chunks whose rows are written (an activity's first
        // file, typically): adding those again would only index them twice.
        const fresh = rebuilt ? chunks.filter((c) => !activity.keyByChunk.has(c.id)) : chunks;
        if (fresh.length === 0) return;
        addChunks(activity, fresh);
        await saveActivityIndex(opts.dir, activityId, activity);
      });
    },

    query({ activityId, embedding, limit }: RetrievalQuery): Promise<Hit[]> {
      return serialised(activityId, async () =>
        searchActivity((await current(activityId)).activity, embedding, limit),
      );
    },

    ids(activityId: string) {
      return serialised(activityId, async () => [
        ...(await current(activityId)).activity.keyByChunk.keys(),
      ]);
    },

    remove(activityId: string, chunkIds: string[]) {
      return serialised(activityId, async () => {
        if (chunkIds.length === 0) return;
        const { activity } = await current(activityId);
        if (removeChunks(activity, chunkIds))
          await saveActivityIndex(opts.dir, activityId, activity);
      });
    },

    deleteActivity(activityId: string) {
      return serialised(activityId, async () => {
        cache.delete(activityId);
        await removeActivityFiles(opts.dir, activityId);
      });
    },

    async close() {
      await Promise.all(queues.values());
      cache.clear();
    },
  };
}
