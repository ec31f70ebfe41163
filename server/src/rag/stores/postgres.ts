import type { NotNull } from 'kysely';
import { setNewest } from '../../bounded-map.ts';
import type { Orm } from '../../db/orm.ts';
import { loadChunkIds } from '../chunk-rows.ts';
import { bytesToVector } from '../embed/provider.ts';
import { onPool } from '../search/pool.ts';
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
  /**
   * The vectors by dimension: every chunk's value of dimension d together, in ids' order
   * (`columns[d * ids.length + i]` is chunk ids[i]'s), so a query's dimension is scored
   * over all chunks in one pass through memory.
   */
  columns: Float32Array;
  dims: number;
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
    const db = onPool(opts.orm.em.getConnection());
    const info = await db
      .selectFrom('activities as a')
      .leftJoin('chunks as c', (join) =>
        join.onRef('c.activity_id', '=', 'a.id').on('c.embedding', 'is not', null),
      )
      .select(({ cast, fn }) => [
        fn.countAll<string>().as('n'),
        cast<string | null>(fn.max('c.created_at'), 'text').as('stamp'),
        'a.embedding_model as model',
      ])
      .where('a.id', '=', activityId)
      .groupBy('a.embedding_model')
      .executeTakeFirst();
    const n = Number(info?.n ?? 0);
    if (!info || n === 0 || info.model !== opts.embedderName()) {
      return { stamp: '', large: false, ids: [], columns: new Float32Array(), dims: 0 };
    }
    const stamp = `${n}:${info.stamp}`;
    const large = n > EXACT_LIMIT && opts.ann !== undefined;
    const entry = cache.get(activityId);
    if (large) return { stamp, large, ids: [], columns: new Float32Array(), dims: 0 };
    if (entry?.stamp === stamp) return entry;
    const rows = await db
      .selectFrom('chunks')
      .select(['id', 'embedding'])
      .where('activity_id', '=', activityId)
      .where('embedding', 'is not', null)
      .$narrowType<{ embedding: NotNull }>()
      .execute();
    const vectors = rows.map((r) => bytesToVector(r.embedding));
    const dims = vectors[0]?.length ?? 0;
    const count = vectors.length;
    const columns = new Float32Array(count * dims);
    vectors.forEach((v, i) => {
      for (let d = 0; d < dims; d++) columns[d * count + i] = v[d] ?? 0;
    });
    return { stamp, large, ids: rows.map((r) => r.id), columns, dims };
  }

  // Reads under way, by activity and material stamp: a class asking at once after a change
  // waits for one read rather than each student's question reading every vector again.
  const reading = new Map<string, Promise<VectorCache>>();

  async function checked(activityId: string, material: string | undefined): Promise<VectorCache> {
    const key = `${activityId}|${material ?? ''}`;
    let read = material ? reading.get(key) : undefined;
    if (!read) {
      read = vectorsOf(activityId).then((entry) => {
        const fresh = { ...entry, material };
        setNewest(cache, activityId, fresh, 64);
        return fresh;
      });
      if (material) {
        reading.set(key, read);
        const done = () => reading.delete(key);
        read.then(done, done);
      }
    }
    return read;
  }

  async function vectorHits(query: RetrievalQuery): Promise<Hit[]> {
    let entry = cache.get(query.activityId);
    // Unchanged material, unchanged vectors: nothing to read.
    if (!query.materialStamp || entry?.material !== query.materialStamp) {
      entry = await checked(query.activityId, query.materialStamp);
    }
    if (entry.large && opts.ann) return opts.ann.query({ ...query, limit: CANDIDATES });
    return nearest(entry, query.embedding, CANDIDATES);
  }

  /** The ANN index when the activity is large enough to be searched through it. */
  async function annFor(activityId: string): Promise<VectorStore | undefined> {
    if (!opts.ann) return undefined;
    const row = await onPool(opts.orm.em.getConnection())
      .selectFrom('chunks')
      .select(({ fn }) => fn.countAll<string>().as('n'))
      .where('activity_id', '=', activityId)
      .executeTakeFirst();
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

/**
 * The `limit` chunks nearest to `query`, best first (equal scores in the cache's order). An
 * exact scan of every vector, ranked without an object per chunk: a class's every question
 * runs it, on activities of up to EXACT_LIMIT chunks. Only the query's non-zero dimensions
 * are scored, each over every chunk in one pass: a hashing embedder's query holds a few dozen
 * of its hundreds, a provider's dense vector all of them.
 */
function nearest(entry: VectorCache, query: Float32Array, limit: number): Hit[] {
  const { ids, columns, dims } = entry;
  const count = ids.length;
  const used = nonZero(query.subarray(0, Math.min(dims, query.length)));
  const scores = new Float64Array(count);
  for (let k = 0; k < used.dims.length; k++) {
    const at = (used.dims[k] ?? 0) * count;
    const weight = used.values[k] ?? 0;
    for (let row = 0; row < count; row++) {
      scores[row] = (scores[row] ?? 0) + (columns[at + row] ?? 0) * weight;
    }
  }
  // The best so far, best first; a score enters only if it beats the last.
  const best: number[] = [];
  const top: number[] = [];
  for (let row = 0; row < count; row++) {
    const score = scores[row] ?? 0;
    if (best.length === limit && score <= (top[limit - 1] ?? -Infinity)) continue;
    let place = top.length;
    while (place > 0 && (top[place - 1] ?? 0) < score) place--;
    best.splice(place, 0, row);
    top.splice(place, 0, score);
    if (best.length > limit) {
      best.pop();
      top.pop();
    }
  }
  return best.map((row, i) => ({ chunkId: ids[row] ?? '', score: top[i] ?? 0 }));
}

/** A vector's non-zero dimensions and their values, in order. */
function nonZero(vector: Float32Array): { dims: Int32Array; values: Float32Array } {
  let count = 0;
  for (const v of vector) if (v !== 0) count++;
  const dims = new Int32Array(count);
  const values = new Float32Array(count);
  let k = 0;
  vector.forEach((v, i) => {
    if (v === 0) return;
    dims[k] = i;
    values[k++] = v;
  });
  return { dims, values };
}
