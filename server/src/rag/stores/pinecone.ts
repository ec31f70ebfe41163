import { Errors, Pinecone, type Index, type IndexModel } from '@pinecone-database/pinecone';
import type { Hit, IndexedChunk, RetrievalQuery, VectorStore } from '../types.ts';

// Pinecone caps a request at 2 MB and 1000 vectors; 100 × 1536 floats stays well under.
const BATCH_SIZE = 100;
// A delete names at most 1000 ids; a listing page holds at most 100.
const DELETE_BATCH_SIZE = 1000;
const LIST_PAGE = 100;

type ChunkMetadata = { fileId: string; ordinal: number };

interface IndexTarget {
  host: string;
  dimension: number;
  metric: string;
}

/** One namespace per activity: queries name it, so another activity's vectors are unreachable. */
export function pineconeNamespace(activityId: string): string {
  return `activity_${activityId}`;
}

/** The index's dense vector field: the reserved `_values` of a vectors-API index, or the only one. */
function denseField(model: IndexModel): { dimension: number; metric: string } | undefined {
  const dense = Object.entries(model.schema.fields).flatMap(([name, field]) =>
    'type' in field && field.type === 'dense_vector' ? [{ name, ...field }] : [],
  );
  return (
    dense.find((field) => field.name === '_values') ?? (dense.length === 1 ? dense[0] : undefined)
  );
}

/**
 * Pinecone through the official client. The index must already exist (we never create or
 * resize it): dimension equal to the embedder's, metric cosine (or dotproduct, the same
 * ranking for our unit-length vectors). A mismatch is reported, not worked around.
 */
export function createPineconeStore(opts: {
  apiKey: string;
  indexName: string;
  controllerHostUrl?: string;
}): VectorStore {
  const client = new Pinecone({
    apiKey: opts.apiKey,
    ...(opts.controllerHostUrl ? { controllerHostUrl: opts.controllerHostUrl } : {}),
  });
  let target: Promise<IndexTarget> | undefined;

  async function describe(): Promise<IndexTarget> {
    const model = await client.indexes.describe(opts.indexName);
    const field = denseField(model);
    if (!field) {
      throw new Error(`Pinecone index "${opts.indexName}" has no dense vector field to query.`);
    }
    if (field.metric !== 'cosine' && field.metric !== 'dotproduct') {
      throw new Error(
        `Pinecone index "${opts.indexName}" uses the ${field.metric} metric; create it with the cosine metric.`,
      );
    }
    // Same choice as the client's own host lookup: a private endpoint wins when reported.
    return { host: model.privateHost || model.host, ...field };
  }

  async function indexFor(activityId: string, dimensions?: number): Promise<Index<ChunkMetadata>> {
    // Described once per store; a failed lookup is retried on the next call.
    target ??= describe().catch((error: unknown) => {
      target = undefined;
      throw error;
    });
    const { host, dimension } = await target;
    if (dimensions !== undefined && dimensions !== dimension) {
      throw new Error(
        `Pinecone index "${opts.indexName}" has dimension ${dimension} but the embeddings have ` +
          `${dimensions}; create an index with dimension ${dimensions} and the cosine metric.`,
      );
    }
    // Passing the host skips the client's process-wide host cache, keyed by key and name only.
    return client.index<ChunkMetadata>({ host, namespace: pineconeNamespace(activityId) });
  }

  return {
    name: 'pinecone',

    async upsert(activityId: string, chunks: IndexedChunk[]) {
      const first = chunks[0];
      if (!first) return;
      const index = await indexFor(activityId, first.embedding.length);
      for (let start = 0; start < chunks.length; start += BATCH_SIZE) {
        await index.upsert({
          records: chunks.slice(start, start + BATCH_SIZE).map((chunk) => ({
            id: chunk.id,
            values: Array.from(chunk.embedding),
            metadata: { fileId: chunk.fileId, ordinal: chunk.ordinal },
          })),
        });
      }
    },

    async query({ activityId, embedding, limit }: RetrievalQuery): Promise<Hit[]> {
      if (limit <= 0) return [];
      const index = await indexFor(activityId, embedding.length);
      const result = await index.query({
        vector: Array.from(embedding),
        topK: limit,
        includeMetadata: false,
        includeValues: false,
      });
      return result.matches.map((match) => ({ chunkId: match.id, score: match.score ?? 0 }));
    },

    async ids(activityId: string) {
      const index = await indexFor(activityId);
      const ids: string[] = [];
      let paginationToken: string | undefined;
      do {
        // Listing is a serverless-index feature; pod-based indexes refuse it.
        const page = await index.listPaginated({ limit: LIST_PAGE, paginationToken });
        ids.push(...(page.vectors ?? []).flatMap((v) => (v.id ? [v.id] : [])));
        paginationToken = page.pagination?.next;
      } while (paginationToken);
      return ids;
    },

    async remove(activityId: string, chunkIds: string[]) {
      if (chunkIds.length === 0) return;
      const index = await indexFor(activityId);
      for (let start = 0; start < chunkIds.length; start += DELETE_BATCH_SIZE) {
        try {
          await index.deleteMany({ ids: chunkIds.slice(start, start + DELETE_BATCH_SIZE) });
        } catch (error) {
          if (!(error instanceof Errors.PineconeNotFoundError)) throw error;
        }
      }
    },

    async deleteActivity(activityId: string) {
      const index = await indexFor(activityId);
      try {
        await index.deleteAll();
      } catch (error) {
        // Deleting a namespace that was never written (or already deleted) answers 404.
        if (!(error instanceof Errors.PineconeNotFoundError)) throw error;
      }
    },
  };
}
