import type { EntityManager } from '@mikro-orm/postgresql';
import { loadChunkIds, loadChunks } from '../chunk-rows.ts';
import type { VectorStore } from '../types.ts';

/**
 * Makes the store's index of an activity hold exactly its chunk rows. Vectors whose chunk is
 * gone are dropped (a file started over after a crash gets new chunk ids, and a crash can
 * come between the rows and the store), and chunks the store lacks are added (the activity
 * was moved to another store). The rows are the truth; run it with no ingestion writing.
 */
export async function syncStore(em: EntityManager, store: VectorStore, activityId: string) {
  const rows = await loadChunkIds(em, activityId);
  const held = new Set(await store.ids(activityId));
  const current = new Set(rows);
  const stale = [...held].filter((id) => !current.has(id));
  if (stale.length > 0) await store.remove(activityId, stale);
  if (rows.some((id) => !held.has(id))) {
    const chunks = await loadChunks(em, activityId);
    await store.upsert(
      activityId,
      chunks.filter((c) => !held.has(c.id)),
    );
  }
}
