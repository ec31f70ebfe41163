import type { EntityManager } from '@mikro-orm/postgresql';
import type { NotNull } from 'kysely';
import { kysely } from '../db/kysely.ts';
import { bytesToVector } from './embed/provider.ts';
import type { IndexedChunk } from './types.ts';

/** The activity's embedded chunks as the stores index them: what a store is rebuilt from. */
export async function loadChunks(em: EntityManager, activityId: string): Promise<IndexedChunk[]> {
  const rows = await kysely(em)
    .selectFrom('chunks as c')
    .innerJoin('activity_files as f', 'f.id', 'c.file_id')
    .select([
      'c.id',
      'c.file_id',
      'f.original_name',
      'c.ordinal',
      'c.text',
      'c.page',
      'c.embedding',
    ])
    .where('c.activity_id', '=', activityId)
    .where('c.embedding', 'is not', null)
    .$narrowType<{ embedding: NotNull }>()
    .execute();
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
  const rows = await kysely(em)
    .selectFrom('chunks')
    .select('id')
    .where('activity_id', '=', activityId)
    .where('embedding', 'is not', null)
    .execute();
  return rows.map((r) => r.id);
}
