import type { VectorStore as StoreName } from '@teachchat/shared';
import type { Orm } from '../db/orm.ts';
import type { Embedder, VectorStore } from './types.ts';

export interface RetrievedChunk {
  chunkId: string;
  fileId: string;
  fileName: string;
  page: number | null;
  text: string;
  score: number;
}

export interface RetrievalDeps {
  orm: Orm;
  embedder: Embedder;
  store(name: StoreName): Promise<VectorStore>;
}

/** The most relevant chunks of one activity's material for a question, best first. */
export async function retrieve(
  deps: RetrievalDeps,
  activity: { id: string; vectorStore: StoreName },
  question: string,
  limit = 5,
  signal?: AbortSignal,
): Promise<RetrievedChunk[]> {
  const [embedding] = await deps.embedder.embed([question], signal);
  if (!embedding) return [];
  const store = await deps.store(activity.vectorStore);
  const hits = await store.query({ activityId: activity.id, text: question, embedding, limit });
  if (hits.length === 0) return [];
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
  return hits.flatMap((hit) => {
    const row = byId.get(hit.chunkId);
    return row
      ? [
          {
            chunkId: row.id,
            fileId: row.file_id,
            fileName: row.original_name,
            page: row.page,
            text: row.text,
            score: hit.score,
          },
        ]
      : [];
  });
}
