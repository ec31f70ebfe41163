import { join } from 'node:path';
import MiniSearch from 'minisearch';
import { startChromaServer } from '../../../server/src/rag/stores/chroma-server.ts';
import { createChromaStore } from '../../../server/src/rag/stores/chroma.ts';
import { createFaissStore } from '../../../server/src/rag/stores/faiss.ts';
import { createPineconeStore } from '../../../server/src/rag/stores/pinecone.ts';
import type { IndexedChunk, VectorStore } from '../../../server/src/rag/types.ts';
import { startPineconeDouble } from '../../../server/test/support/pinecone-double.ts';
import type { BenchChunk } from './corpus.ts';

export const LABELS = {
  bm25: 'BM25 baseline (MiniSearch)',
  postgres: 'postgres (BM25 + trigram + vectors, RRF)',
  postgresLexical: 'postgres, full-text BM25 leg alone (diagnostic)',
  postgresNoTrigram: 'postgres without trigram: BM25 leg + ANN vectors, RRF (diagnostic)',
  chroma: 'Chroma (bundled server)',
  pinecone: "Pinecone (local test double: measures our client path, not Pinecone's service)",
  faiss: 'faiss (usearch HNSW)',
};

export interface Query {
  text: string;
  embedding: Float32Array;
}

/** One retrieval system under test: a store of ours or the BM25 baseline. */
export interface Backend {
  label: string;
  index(activityId: string, chunks: BenchChunk[]): Promise<void>;
  /** Chunk ids, best first. */
  search(activityId: string, query: Query, limit: number): Promise<string[]>;
  close(): Promise<void>;
}

export function toIndexed(activityId: string, chunk: BenchChunk, fileId = chunk.doc): IndexedChunk {
  return {
    id: chunk.id,
    activityId,
    fileId,
    fileName: chunk.doc,
    ordinal: chunk.ordinal,
    text: chunk.text,
    page: null,
    embedding: chunk.embedding,
  };
}

export function storeBackend(
  label: string,
  store: VectorStore,
  close: () => Promise<void>,
): Backend {
  return {
    label,
    index: (activityId, chunks) =>
      store.upsert(
        activityId,
        chunks.map((c) => toIndexed(activityId, c)),
      ),
    async search(activityId, query, limit) {
      const hits = await store.query({ activityId, ...query, limit });
      return hits.map((hit) => hit.chunkId);
    },
    close,
  };
}

/** The baseline: MiniSearch with its defaults (BM25+, no stemming, no fuzzy matching). */
export function bm25Baseline(): Backend {
  const indexes = new Map<string, MiniSearch<{ id: string; text: string }>>();
  return {
    label: LABELS.bm25,
    async index(activityId, chunks) {
      const index = new MiniSearch<{ id: string; text: string }>({ fields: ['text'] });
      index.addAll(chunks.map(({ id, text }) => ({ id, text })));
      indexes.set(activityId, index);
    },
    async search(activityId, query, limit) {
      const results = indexes.get(activityId)?.search(query.text) ?? [];
      return results.slice(0, limit).map((result) => String(result.id));
    },
    async close() {
      indexes.clear();
    },
  };
}

export async function chromaBackend(tmp: string): Promise<Backend> {
  const server = await startChromaServer({ dataDir: join(tmp, 'chroma'), port: 0 });
  return storeBackend(LABELS.chroma, createChromaStore({ url: server.url }), server.stop);
}

export async function pineconeBackend(): Promise<Backend> {
  const double = await startPineconeDouble({ dimension: 384 });
  return storeBackend(LABELS.pinecone, createPineconeStore(double), double.close);
}

/** The faiss store; without a database (postgres did not start) it has nothing to rebuild from. */
export function faissBackend(
  tmp: string,
  loadChunks: (activityId: string) => Promise<IndexedChunk[]> = async () => [],
): Backend & { store: VectorStore } {
  const store = createFaissStore({ dir: join(tmp, 'faiss'), loadChunks });
  return { ...storeBackend(LABELS.faiss, store, async () => store.close?.()), store };
}
