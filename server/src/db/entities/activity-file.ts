import { defineEntity, p } from '@mikro-orm/core';
import { FILE_STATUSES } from '@teachchat/shared';
import { createdAtColumn, idColumn } from './columns.ts';
import { Activity } from './activity.ts';

/**
 * One uploaded material file, or a teacher's note (kind 'note': its title in
 * `originalName`, its text in `content`), ingested alike. The original name is data only;
 * bytes live in `content`.
 */
export const ActivityFile = defineEntity({
  name: 'ActivityFile',
  tableName: 'activity_files',
  properties: {
    id: idColumn(),
    activity: () => p.manyToOne(Activity).deleteRule('cascade').index(),
    originalName: p.string().length(255),
    kind: p.string().length(16),
    sizeBytes: p.integer(),
    sha256: p.string().length(64),
    content: p.blob().lazy(),
    status: p.enum(FILE_STATUSES).default('pending'),
    progress: p.integer().default(0),
    error: p.text().nullable(),
    pageCount: p.integer().nullable(),
    // Detected at ingestion (rag/search/languages.ts: ISO 639-1, or 639-3 for a language the
    // search has no configuration for); null when the file has too little prose to tell.
    language: p.string().length(8).nullable(),
    createdAt: createdAtColumn(),
  },
});
export type IActivityFile = InstanceType<typeof ActivityFile.class>;
