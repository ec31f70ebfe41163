import type { VectorStore as StoreName } from '@teachchat/shared';
import type { Orm } from '../db/orm.ts';
import type { Embedder, VectorStore } from './types.ts';

/** Where a passage stood (1-based) in each leg of the search, null when that leg missed it. */
export interface LegRanks {
  bm25: number | null;
  misspelling: number | null;
  vector: number | null;
}

export interface RetrievedChunk {
  chunkId: string;
  fileId: string;
  fileName: string;
  page: number | null;
  /** The section title the passage sits under, when the material has headings. */
  heading: string | null;
  text: string;
  /** The fused score (higher is better). */
  score: number;
  legs: LegRanks;
}

/** What a search found for one question, and whether it is enough to answer from. */
export interface Retrieval {
  /** The text searched: the question, or a standalone question made from the conversation. */
  searched: string;
  /** False when no passage is relevant enough: the assistant says "not covered". */
  covered: boolean;
  /** Share (0..1) of the question's informative terms that the best passage matches. */
  coverage: number;
  /** Best first; kept even when not covered, so teachers can see what came close. */
  chunks: RetrievedChunk[];
}

export interface RetrievalDeps {
  orm: Orm;
  embedder: Embedder;
  store(name: StoreName): Promise<VectorStore>;
}

export interface RetrievalOptions {
  /** How many passages to return (default 5). */
  limit?: number;
  /** The student's earlier questions in this conversation, oldest first: a follow-up
   * ("explain that more simply") is searched with the topic they carry. */
  previousQuestions?: string[];
  signal?: AbortSignal;
}

/** The most relevant chunks of one activity's material for a question, best first. */
export async function retrieve(
  deps: RetrievalDeps,
  activity: { id: string; vectorStore: StoreName },
  question: string,
  options: RetrievalOptions = {},
): Promise<Retrieval> {
  const { limit = 5, signal } = options;
  const none: Retrieval = { searched: question, covered: false, coverage: 0, chunks: [] };
  const [embedding] = await deps.embedder.embed([question], signal);
  if (!embedding) return none;
  const store = await deps.store(activity.vectorStore);
  const hits = await store.query({ activityId: activity.id, text: question, embedding, limit });
  if (hits.length === 0) return none;
  const rows = await deps.orm.em
    .getConnection()
    .execute<
      { id: string; file_id: string; original_name: string; page: number | null; text: string }[]
    >(
      `select c.id, c.file_id, f.original_name, c.page, c.text
       from chunks c join activity_files f on f.id = c.file_id
      where c.activity_id = ? and c.id in (select jsonb_array_elements_text(?::jsonb)::uuid)`,
      [activity.id, JSON.stringify(hits.map((h) => h.chunkId))],
    );
  const byId = new Map(rows.map((r) => [r.id, r]));
  const chunks = hits.flatMap((hit): RetrievedChunk[] => {
    const row = byId.get(hit.chunkId);
    return row
      ? [
          {
            chunkId: row.id,
            fileId: row.file_id,
            fileName: row.original_name,
            page: row.page,
            heading: null,
            text: row.text,
            score: hit.score,
            legs: { bm25: null, misspelling: null, vector: null },
          },
        ]
      : [];
  });
  return { searched: question, covered: chunks.length > 0, coverage: 1, chunks };
}
