import type { EntityManager } from '@mikro-orm/postgresql';
import { bytesToVector } from './embed/provider.ts';
import type { IndexedChunk } from './types.ts';

/** The activity's embedded chunks as the stores index them: what a store is rebuilt from. */
export async function loadChunks(em: EntityManager, activityId: string): Promise<IndexedChunk[]> {
  const rows = await em.getConnection().execute<
    {
      id: string;
      file_id: string;
      original_name: string;
      ordinal: number;
      text: string;
      page: number | null;
      embedding: Buffer;
    }[]
  >(
    `select c.id, c.file_id, f.original_name, c.ordinal, c.text, c.page, c.embedding
       from chunks c join activity_files f on f.id = c.file_id
      where c.activity_id = ? and c.embedding is not null`,
    [activityId],
  );
  return rows.map((r) => ({
    id: r.id,
    activityId,
    fileId: r.file_id,
    fileName: r.original_name,
    ordinal: r.ordinal,
    text: r.text,
    page: r.page,
    embedding: bytesToVector(r.embedding),
  }));
}

/** The ids of the activity's embedded chunks, without reading the embeddings. */
export async function loadChunkIds(em: EntityManager, activityId: string): Promise<string[]> {
  const rows = await em
    .getConnection()
    .execute<{ id: string }[]>(
      'select id from chunks where activity_id = ? and embedding is not null',
      [activityId],
    );
  return rows.map((r) => r.id);
}
