import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { join } from 'node:path';
import { startEmbeddedCluster } from '../../../server/src/db/embedded.ts';
import { migrate, openOrm, type Orm } from '../../../server/src/db/orm.ts';
import { bytesToVector, vectorToBytes } from '../../../server/src/rag/embed/provider.ts';
import { lexicalHits } from '../../../server/src/rag/stores/postgres-lexical.ts';
import { createPostgresStore } from '../../../server/src/rag/stores/postgres.ts';
import { fuseRankings } from '../../../server/src/rag/stores/rrf.ts';
import { refreshActivityTerms } from '../../../server/src/rag/vocabulary.ts';
import type { IndexedChunk } from '../../../server/src/rag/types.ts';
import { freePort } from '../../../server/test/support/ports.ts';
import { faissBackend, LABELS, type Backend } from './backends.ts';
import { embedder, type BenchChunk } from './corpus.ts';

const INSERT_BATCH = 1000;
// The store's own number of candidates per leg.
const CANDIDATES = 50;

/** What the app's loadChunks reads: the ANN index of a large activity is rebuilt from this. */
async function loadChunks(orm: Orm, activityId: string): Promise<IndexedChunk[]> {
  const rows = await orm.em
    .getConnection()
    .execute<{ id: string; file_id: string; ordinal: number; text: string; embedding: Buffer }[]>(
      'select id, file_id, ordinal, text, embedding from chunks where activity_id = ? and embedding is not null',
      [activityId],
    );
  return rows.map((r) => ({
    id: r.id,
    activityId,
    fileId: r.file_id,
    fileName: r.file_id,
    ordinal: r.ordinal,
    text: r.text,
    page: null,
    embedding: bytesToVector(r.embedding),
  }));
}

export interface PostgresBench {
  postgres: Backend;
  /** Parts of the postgres query, to show what each leg costs and contributes. */
  variants: Backend[];
  /** The faiss store, which is also the postgres store's ANN index, as in the app. */
  faiss: Backend;
}

/**
 * The postgres store on a real PostgreSQL 18 (the embedded server), wired as the app wires
 * it: BM25 + trigram + vectors by RRF, with the faiss store as its ANN index for activities
 * above its exact-scan limit. Rows are written as the ingestion job writes them: an
 * activity, one activity_files row per document, and chunks with their embeddings.
 *
 * Index faiss first: it then finds no rows to rebuild from, and the postgres store's ANN
 * queries find its index built. (In the app nothing upserts a postgres activity into faiss:
 * its first query above the limit builds the index from the rows.)
 */
export async function startPostgres(tmp: string): Promise<PostgresBench> {
  const cluster = await startEmbeddedCluster({ dir: join(tmp, 'pg'), port: await freePort() });
  let orm: Orm | undefined;
  try {
    await cluster.createDatabase('bench');
    orm = await openOrm(cluster.url('bench'));
    await migrate(orm);
  } catch (error) {
    await orm?.close();
    await cluster.stop();
    throw error;
  }
  const db = orm;
  const conn = db.em.getConnection();
  const teacherId = randomUUID();
  const courseId = randomUUID();
  await conn.execute(
    `insert into users (id, role, first_name, last_name, email, created_at, updated_at)
     values (?, 'teacher', 'Bench', 'Mark', 'bench@example.test', now(), now())`,
    [teacherId],
  );
  await conn.execute(
    `insert into courses (id, title, course_code, department_code, description, teacher_id,
       start_date, end_date, max_students, credits, created_at, updated_at)
     values (?, 'Benchmarks', 'BENCH101', 'BENCH', '', ?, current_date, current_date, 1, 1, now(), now())`,
    [courseId, teacherId],
  );
  const faiss = faissBackend(tmp, (id) => loadChunks(db, id));
  const ann = faiss.store;
  const store = createPostgresStore({ orm: db, embedderName: () => embedder.name, ann });

  async function index(activityId: string, chunks: BenchChunk[]): Promise<void> {
    await conn.execute(
      `insert into activities (id, course_id, title, status, model, vector_store, content_code,
         material_status, embedding_model, created_at, updated_at)
       values (?, ?, 'Benchmark', 'published', 'offline', 'postgres', ?, 'ready', ?, now(), now())`,
      [activityId, courseId, `BENCH101-${activityId.slice(0, 8)}`, embedder.name],
    );
    const fileIds = new Map(
      [...new Set(chunks.map((c) => c.doc))].map((doc) => [doc, randomUUID()]),
    );
    const files = [...fileIds].map(([doc, id]) => ({ id, name: doc }));
    await conn.execute(
      `insert into activity_files (id, activity_id, original_name, kind, size_bytes, sha256, content,
         status, progress, created_at)
       select f.id, ?, f.name, 'text', 0, repeat('0', 64), ''::bytea, 'ready', 100, now()
         from jsonb_to_recordset(?::jsonb) as f(id uuid, name text)`,
      [activityId, JSON.stringify(files)],
    );
    for (let start = 0; start < chunks.length; start += INSERT_BATCH) {
      const rows = chunks.slice(start, start + INSERT_BATCH).map((c) => ({
        id: c.id,
        file_id: fileIds.get(c.doc),
        ordinal: c.ordinal,
        text: c.text,
        token_count: c.tokenCount,
        embedding: vectorToBytes(c.embedding).toString('base64'),
      }));
      await conn.execute(
        `insert into chunks (id, activity_id, file_id, ordinal, text, token_count, embedding, created_at)
         select r.id, ?, r.file_id, r.ordinal, r.text, r.token_count, decode(r.embedding, 'base64'), now()
           from jsonb_to_recordset(?::jsonb)
             as r(id uuid, file_id uuid, ordinal int, text text, token_count int, embedding text)`,
        [activityId, JSON.stringify(rows)],
      );
    }
    // As ingestion does once an activity's files are done: its vocabulary.
    await refreshActivityTerms(db.em.fork() as EntityManager, activityId);
    // Autovacuum would analyse the new rows soon after ingestion; do it now so the planner
    // sees the tables as they will be in use.
    await conn.execute('analyze chunks');
    await conn.execute('analyze activity_terms');
  }

  // Diagnostics read the rows the store wrote, so they index nothing and must run after it.
  const variant = (label: string, search: Backend['search']): Backend => ({
    label,
    index: async () => {},
    search,
    close: async () => {},
  });
  const variants = [
    variant(LABELS.postgresLexical, async (activityId, query, limit) =>
      (await lexicalHits(conn, activityId, query.text, limit)).map((hit) => hit.chunkId),
    ),
    variant(LABELS.postgresNoTrigram, async (activityId, query, limit) => {
      const [lexical, vector] = await Promise.all([
        lexicalHits(conn, activityId, query.text, CANDIDATES),
        ann.query({ activityId, ...query, limit: CANDIDATES }),
      ]);
      return fuseRankings([
        { hits: lexical, weight: 1 },
        { hits: vector, weight: 0.05 },
      ])
        .slice(0, limit)
        .map((hit) => hit.chunkId);
    }),
  ];

  const postgres: Backend = {
    label: LABELS.postgres,
    index,
    async search(activityId, query, limit) {
      const hits = await store.query({ activityId, ...query, limit });
      return hits.map((hit) => hit.chunkId);
    },
    async close() {
      await db.close();
      await cluster.stop();
    },
  };
  return { postgres, variants, faiss };
}
