import { defineEntity, p } from '@mikro-orm/core';
import { createdAtColumn, idColumn } from './columns.ts';
import { Activity } from './activity.ts';
import { ActivityFile } from './activity-file.ts';

/** A passage of material, remembering where it came from (file, page or rows, position). */
export const Chunk = defineEntity({
  name: 'Chunk',
  tableName: 'chunks',
  indexes: [{ properties: ['activity', 'ordinal'] }],
  properties: {
    id: idColumn(),
    activity: () => p.manyToOne(Activity).deleteRule('cascade').index(),
    file: () => p.manyToOne(ActivityFile).deleteRule('cascade').index(),
    ordinal: p.integer(),
    text: p.text(),
    page: p.integer().nullable(),
    rowStart: p.integer().nullable(),
    rowEnd: p.integer().nullable(),
    tokenCount: p.integer(),
    createdAt: createdAtColumn(),
  },
});
export type IChunk = InstanceType<typeof Chunk.class>;
