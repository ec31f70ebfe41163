import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { VectorStore as StoreName } from '@teachchat/shared';
import type { Orm } from '@teachchat/server/bench-api';
import { bytesToVector } from '@teachchat/server/bench-api';
import {
  CANDIDATES,
  retrieve,
  type Retrieval,
  type SearchPlan,
  searchPlan,
} from '@teachchat/server/bench-api';
import type { LexicalIndex } from '@teachchat/server/bench-api';
import { type LexicalRow, lexicalRows } from '@teachchat/server/bench-api';
import { createMaterialCache } from '@teachchat/server/bench-api';
import { startChromaServer } from '@teachchat/server/bench-api';
import { createChromaStore } from '@teachchat/server/bench-api';
import { createFaissStore } from '@teachchat/server/bench-api';
import { createPineconeStore } from '@teachchat/server/bench-api';
import { createPostgresStore } from '@teachchat/server/bench-api';
import type { IndexedChunk, VectorStore } from '@teachchat/server/bench-api';
import { startPineconeDouble } from '../../../server/test/support/pinecone-double.ts';
import { openBenchDatabase } from './bench-database.ts';
import { embedder, type BenchChunk } from './corpus.ts';
import { addBenchCourse, writeMaterial } from './material-rows.ts';

export const STORE_LABELS: Record<StoreName, string> = {
  postgres: 'postgres',
  faiss: 'faiss (usearch HNSW)',
  chroma: 'Chroma (bundled server)',
  pinecone: 'Pinecone (local test double)',
};

/** One activity of the benchmark: its chunks as rows, and the rows' ids back to the corpus. */
export interface BenchActivity {
  id: string;
  vectorStore: StoreName;
  /** Its material never changes: one stamp for the node's material cache. */
  materialStamp: string;
  /** Row id → the corpus chunk it holds (every activity has its own rows). */
  chunkOf: Map<string, BenchChunk>;
}

/** Where the lexical legs run: in PostgreSQL, or in the node's in-memory index. */
export type LexicalPath = 'sql' | 'memory';

/** The conversation a question is asked in, and how it is searched. */
export interface Turn {
  /** The question before it, and the reply it got. */
  previous?: string;
  previousReply?: string;
  /** Where the lexical legs run ('sql' by default). */
  path?: LexicalPath;
  /** Stands for the model that makes a follow-up standalone (none by default). */
  rewrite?: () => Promise<string>;
}

export interface RetrievalApp {
  /** The stores that started; the others, with why they did not. */
  stores: StoreName[];
  failed: Map<StoreName, string>;
  index(store: StoreName, chunks: BenchChunk[]): Promise<BenchActivity>;
  /** retrieve() as a chat turn runs it, the material cache warm or warming alike. */
  ask(activity: BenchActivity, question: string, turn?: Turn): Promise<Retrieval>;
  /** Builds the activity's in-memory lexical index (the memory path waits for it). */
  lexicalIndex(activity: BenchActivity): Promise<LexicalIndex>;
  /** What retrieve() searches a question with. */
  plan(activity: BenchActivity, question: string, previous?: string): Promise<SearchPlan>;
  /** The lexical legs alone, in PostgreSQL. */
  lexicalSql(activity: BenchActivity, plan: SearchPlan): Promise<LexicalRow[]>;
  close(): Promise<void>;
}

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

function reason(error: unknown): string {
  const line = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
  return line.length > 100 ? `${line.slice(0, 99)}…` : line || 'failed';
}

/**
 * The app's retrieval as the server wires it, on a real PostgreSQL 18 (the embedded
 * server): chunks as rows with their vocabulary, every store holding their vectors (Chroma's
 * bundled server, Pinecone's local test double, faiss on disk, postgres rows with faiss as
 * its ANN index), and `retrieve()` answering each question. Rows are written as the
 * ingestion job writes them.
 */
export async function startRetrievalApp(
  tmp: string,
  wanted: StoreName[] = ['postgres', 'faiss', 'chroma', 'pinecone'],
): Promise<RetrievalApp> {
  const { orm: db, close } = await openBenchDatabase(tmp);
  const conn = db.em.getConnection();
  const closers: (() => Promise<void>)[] = [close];
  const faiss = createFaissStore({
    dir: join(tmp, 'faiss'),
    loadChunks: (id) => loadChunks(db, id),
  });
  closers.unshift(async () => faiss.close?.());
  const made = new Map<StoreName, VectorStore>([
    ['faiss', faiss],
    ['postgres', createPostgresStore({ orm: db, embedderName: () => embedder.name, ann: faiss })],
  ]);
  const failed = new Map<StoreName, string>();
  if (wanted.includes('chroma')) {
    try {
      const server = await startChromaServer({ dataDir: join(tmp, 'chroma'), port: 0 });
      closers.unshift(server.stop);
      made.set('chroma', createChromaStore({ url: server.url }));
    } catch (error) {
      failed.set('chroma', reason(error));
    }
  }
  if (wanted.includes('pinecone')) {
    try {
      const double = await startPineconeDouble({ dimension: embedder.dimensions });
      closers.unshift(double.close);
      made.set('pinecone', createPineconeStore(double));
    } catch (error) {
      failed.set('pinecone', reason(error));
    }
  }

  const courseId = await addBenchCourse(db);

  async function index(vectorStore: StoreName, chunks: BenchChunk[]): Promise<BenchActivity> {
    const store = made.get(vectorStore);
    if (!store) throw new Error(`${vectorStore} did not start`);
    const id = randomUUID();
    await conn.execute(
      `insert into activities (id, course_id, title, status, model, vector_store, content_code,
         material_status, embedding_model, created_at, updated_at)
       values (?, ?, 'Benchmark', 'published', 'offline', ?, ?, 'ready', ?, now(), now())`,
      [id, courseId, vectorStore, `BENCH101-${id.slice(0, 8)}`, embedder.name],
    );
    const { indexed, chunkOf } = await writeMaterial(db, id, chunks);
    await store.upsert(id, indexed);
    return { id, vectorStore, materialStamp: `bench|${id}`, chunkOf };
  }

  const deps = {
    orm: db,
    embedder,
    store: async (name: StoreName) => {
      const store = made.get(name);
      if (!store) throw new Error(`${name} did not start`);
      return store;
    },
  };
  // Two nodes' material caches, one holding no lexical index: each path looks the
  // question's words up itself, as two nodes would, so the comparison covers the
  // vocabulary lookup (a misspelt word's spelling) too.
  const caches = {
    sql: createMaterialCache({ lexicalIndexBytes: 0 }),
    memory: createMaterialCache({ lexicalIndexBytes: 2 ** 40 }),
  };
  const options = (previous?: string) => ({
    limit: 10,
    previousQuestions: previous ? [previous] : [],
  });

  return {
    stores: wanted.filter((s) => made.has(s)),
    failed,
    index,
    ask: (activity, question, { previous, previousReply, path = 'sql', rewrite } = {}) =>
      retrieve({ ...deps, cache: caches[path] }, activity, question, {
        ...options(previous),
        rewrite,
        previousReply,
      }),
    async lexicalIndex(activity) {
      const index = await caches.memory.lexical.ready(db, activity.id, activity.materialStamp);
      if (!index) throw new Error('the lexical index was not built');
      return index;
    },
    plan: (activity, question, previous) =>
      searchPlan({ ...deps, cache: caches.sql }, activity, question, options(previous)),
    lexicalSql: (activity, plan) =>
      lexicalRows(conn, activity.id, plan.terms, plan.stats.avgLength, CANDIDATES),
    async close() {
      for (const close of closers) {
        await close().catch((error: unknown) => console.error('closing:', error));
      }
    },
  };
}
