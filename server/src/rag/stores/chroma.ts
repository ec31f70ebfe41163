import { ChromaClient, ChromaNotFoundError, type Collection } from 'chromadb';
import type { Hit, IndexedChunk, RetrievalQuery, VectorStore } from '../types.ts';

// Well under the server's max batch size (5461 for the bundled server), and small enough
// that one request body stays a few MB with 1536-dimension embeddings.
const BATCH_SIZE = 500;

/** One collection per activity: the activity is the collection, so no filter can leak. */
export function chromaCollectionName(activityId: string): string {
  return `activity_${activityId.replaceAll('-', '')}`;
}

function clientFor(url: string): ChromaClient {
  const parsed = new URL(url);
  const ssl = parsed.protocol === 'https:';
  // The client takes host/port/ssl; its `path` option is deprecated and warns on every use.
  return new ChromaClient({
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : ssl ? 443 : 80,
    ssl,
  });
}

/** Chroma over its HTTP API; we always send embeddings, Chroma never computes them. */
export function createChromaStore(opts: { url: string }): VectorStore {
  const client = clientFor(opts.url);

  async function findCollection(activityId: string): Promise<Collection | undefined> {
    try {
      // A collection created with `embeddingFunction: null` records no embedding function,
      // so fetching it does not try to import @chroma-core/default-embed.
      return await client.getCollection({ name: chromaCollectionName(activityId) });
    } catch (error) {
      if (error instanceof ChromaNotFoundError) return undefined;
      throw error;
    }
  }

  return {
    name: 'chroma',

    async upsert(activityId: string, chunks: IndexedChunk[]) {
      if (chunks.length === 0) return;
      const collection = await client.getOrCreateCollection({
        name: chromaCollectionName(activityId),
        // null, not undefined: undefined records Chroma's default (ONNX) embedding function
        // in the collection, and every later open tries to import @chroma-core/default-embed
        // (not installed) and logs a warning.
        embeddingFunction: null,
        configuration: { hnsw: { space: 'cosine' } },
      });
      for (let start = 0; start < chunks.length; start += BATCH_SIZE) {
        const batch = chunks.slice(start, start + BATCH_SIZE);
        await collection.upsert({
          ids: batch.map((chunk) => chunk.id),
          embeddings: batch.map((chunk) => Array.from(chunk.embedding)),
          metadatas: batch.map((chunk) => ({ fileId: chunk.fileId, ordinal: chunk.ordinal })),
        });
      }
    },

    async query({ activityId, embedding, limit }: RetrievalQuery): Promise<Hit[]> {
      if (limit <= 0) return [];
      const collection = await findCollection(activityId);
      if (!collection) return [];
      const result = await collection.query({
        queryEmbeddings: [Array.from(embedding)],
        nResults: limit,
        include: ['distances'],
      });
      const ids = result.ids[0] ?? [];
      const distances = result.distances[0] ?? [];
      // Cosine space reports distance = 1 - cosine similarity.
      return ids.map((chunkId, i) => ({ chunkId, score: 1 - (distances[i] ?? 1) }));
    },

    async ids(activityId: string) {
      const collection = await findCollection(activityId);
      if (!collection) return [];
      const ids: string[] = [];
      for (let offset = 0; ; offset += BATCH_SIZE) {
        const page = await collection.get({ limit: BATCH_SIZE, offset, include: [] });
        ids.push(...page.ids);
        if (page.ids.length < BATCH_SIZE) return ids;
      }
    },

    async remove(activityId: string, chunkIds: string[]) {
      if (chunkIds.length === 0) return;
      const collection = await findCollection(activityId);
      if (!collection) return;
      for (let start = 0; start < chunkIds.length; start += BATCH_SIZE)
        await collection.delete({ ids: chunkIds.slice(start, start + BATCH_SIZE) });
    },

    async deleteActivity(activityId: string) {
      try {
        await client.deleteCollection({ name: chromaCollectionName(activityId) });
      } catch (error) {
        if (!(error instanceof ChromaNotFoundError)) throw error;
      }
    },
  };
}
