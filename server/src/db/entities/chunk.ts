import { defineEntity, p } from '@mikro-orm/core';
import { createdAtColumn, idColumn } from './columns.ts';
import { Activity } from './activity.ts';
import { ActivityFile } from './activity-file.ts';

/** A passage of material, remembering where it came from (file, page or rows, position). */
export const Chunk = defineEntity({
  name: 'Chunk',
  tableName: 'chunks',
  // A file's chunk at each position once: ingesting a file again replaces its chunks.
  uniques: [{ properties: ['file', 'ordinal'] }],
  indexes: [
    { properties: ['activity', 'ordinal'] },
    {
      name: 'chunks_tsv_index',
      expression: 'create index "chunks_tsv_index" on "chunks" using gin ("tsv")',
    },
    {
      name: 'chunks_text_trgm_index',
      expression:
        'create index "chunks_text_trgm_index" on "chunks" using gin ("text" gin_trgm_ops)',
    },
  ],
  properties: {
    id: idColumn(),
    activity: () => p.manyToOne(Activity).deleteRule('cascade').index(),
    file: () => p.manyToOne(ActivityFile).deleteRule('cascade'),
    ordinal: p.integer(),
    // The section title the text sits under, when the material has titles.
    heading: p.text().nullable(),
    text: p.text(),
    page: p.integer().nullable(),
    rowStart: p.integer().nullable(),
    rowEnd: p.integer().nullable(),
    tokenCount: p.integer(),
    // Its file's language as detected at ingestion, which its words are stemmed in.
    language: p.string().length(8).default('en'),
    // Stemmed in the chunk's language (teachchat_config: teachchat_spanish, … with accents
    // folded; English for a language without one), keeping stop words (in technical material
    // WHERE or AS are terms); the title weighs A; misspellings are matched against the
    // activity's vocabulary.
    tsv: p
      .type('tsvector')
      .generated(
        "(setweight(to_tsvector(teachchat_config(language), teachchat_searchable(coalesce(heading, ''))), 'A') || to_tsvector(teachchat_config(language), teachchat_searchable(text))) stored",
      )
      .nullable()
      .lazy()
      .hidden(),
    // Float32 little-endian, as made by the activity's embedder (see activities.embedding_model).
    embedding: p.blob().nullable().lazy(),
    createdAt: createdAtColumn(),
  },
});
export type IChunk = InstanceType<typeof Chunk.class>;
