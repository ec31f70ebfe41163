import type { Orm } from '../../db/orm.ts';
import { loadChunkIds } from '../chunk-rows.ts';
import { bytesToVector } from '../embed/provider.ts';
import type { Hit, RetrievalQuery, VectorStore } from '../types.ts';

const CANDIDATES = 50;
// Above this many chunks an activity is searched through the ANN index instead of an
// exact scan of every embedding.
const EXACT_LIMIT = 20_000;

interface VectorCache {
  /** The chunks' count and newest time: the rows read. */
  stamp: string;
  /** The material's stamp they were last checked against. */
  material?: string;
  /** Searched through the ANN index instead. */
  large: boolean;
  ids: string[];
  vectors: Float32Array[];
}

/**
 * The built-in store: vectors kept in PostgreSQL with their chunks (the pipeline writes
 * them), so upsert and delete have nothing to add. A query ranks the activity's chunks by
 * vector similarity, exactly (cached per activity) or, for a large activity, through an
 * ANN index; the lexical legs that every store shares run in retrieve().
 */
export function createPostgresStore(opts: {
  orm: Orm;
  embedderName: () => string;
  ann?: VectorStore;
}): VectorStore {
  const cache = new Map<string, VectorCache>();

  /** The activity's vectors, read again only when its chunks changed. */
  async function vectorsOf(activityId: string): Promise<VectorCache> {
    const conn = opts.orm.em.getConnection();
    const [info] = await conn.execute<{ n: string; stamp: string | null; model: string | null }[]>(
      `select count(*) as n, max(c.created_at)::text as stamp, a.embedding_model as model
         from activities a left join chunks c on c.activity_id = a.id and c.embedding is not null
        where a.id = ? group by a.embedding_model`,
      [activityId],
    );
    const n = Number(info?.n ?? 0);
    if (!info || n === 0 || info.model !== opts.embedderName()) {
      return { stamp: '', large: false, ids: [], vectors: [] };
    }
    const stamp = `${n}:${info.stamp}`;
    const large = n > EXACT_LIMIT && opts.ann !== undefined;
    const entry = cache.get(activityId);
    if (large) return { stamp, large, ids: [], vectors: [] };
    if (entry?.stamp === stamp) return entry;
    const rows = await conn.execute<{ id: string; embedding: Buffer }[]>(
      'select id, embedding from chunks where activity_id = ? and embedding is not null',
      [activityId],
    );
    return {
      stamp,
      large,
      ids: rows.map((r) => r.id),
      vectors: rows.map((r) => bytesToVector(r.embedding)),
    };
  }

  async function vectorHits(query: RetrievalQuery): Promise<Hit[]> {
    let entry = cache.get(query.activityId);
    // Unchanged material, unchanged vectors: nothing to read.
    if (!query.materialStamp || entry?.material !== query.materialStamp) {
      entry = { ...(await vectorsOf(query.activityId)), material: query.materialStamp };
      cache.delete(query.activityId);
      cache.set(query.activityId, entry);
      if (cache.size > 64) cache.delete(cache.keys().next().value ?? '');
    }
    if (entry.large && opts.ann) return opts.ann.query({ ...query, limit: CANDIDATES });
    const { ids, vectors } = entry;
    const scored = vectors.map((v, i) => ({
      chunkId: ids[i] ?? '',
      score: dot(v, query.embedding),
    }));
    return scored.sort((a, b) => b.score - a.score).slice(0, CANDIDATES);
  }

  /** The ANN index when the activity is large enough to be searched through it. */
  async function annFor(activityId: string): Promise<VectorStore | undefined> {
    if (!opts.ann) return undefined;
    const [row] = await opts.orm.em
      .getConnection()
      .execute<{ n: string }[]>('select count(*) as n from chunks where activity_id = ?', [
        activityId,
      ]);
    return Number(row?.n ?? 0) > EXACT_LIMIT ? opts.ann : undefined;
  }

  return {
    name: 'postgres',
    // Rows are written by the pipeline; only a large activity's ANN index needs the
    // chunks too, so it stays current (small ones are scanned exactly).
    async upsert(activityId, chunks) {
      cache.delete(activityId);
      await (await annFor(activityId))?.upsert(activityId, chunks);
    },
    async ids(activityId) {
      const ann = await annFor(activityId);
      return ann ? ann.ids(activityId) : loadChunkIds(opts.orm.em, activityId);
    },
    async remove(activityId, chunkIds) {
      cache.delete(activityId);
      await (await annFor(activityId))?.remove(activityId, chunkIds);
    },
    async deleteActivity(activityId) {
      cache.delete(activityId);
      await opts.ann?.deleteActivity(activityId);
    },
    query: vectorHits,
  };
}

/** Embeddings are unit length, so the dot product is the cosine. */
function dot(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) sum += (a[i] ?? 0) * (b[i] ?? 0);
  return sum;
}
