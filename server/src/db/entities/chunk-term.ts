import { defineEntity, p } from '@mikro-orm/core';
import { Chunk } from './chunk.ts';

/**
 * A chunk's postings: each stemmed word with its frequency in the chunk (a word of the
 * section title counting three times) and the chunk's length, so BM25 reads a question's
 * words here. A trigger on chunks writes them (Migration20261126120000); deleting a chunk
 * deletes them.
 */
export const ChunkTerm = defineEntity({
  name: 'ChunkTerm',
  tableName: 'chunk_terms',
  properties: {
    activityId: p.uuid().primary(),
    lexeme: p.text().primary(),
    chunk: () => p.manyToOne(Chunk).deleteRule('cascade').primary().index(),
    tf: p.float(),
    tokenCount: p.integer(),
  },
});
