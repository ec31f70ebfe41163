import { defineEntity, p } from '@mikro-orm/core';
import { Activity } from './activity.ts';

/**
 * Each word of an activity's chunks as written (a text search parser's token, lower case)
 * with its first stem and how often it occurs: what a stem's spellings are ranked from
 * (rag/vocabulary.ts). Triggers on chunks keep the counts as chunks are written and
 * removed (Migration20261126130000); a change to the stemming must count them again.
 */
export const ActivityWord = defineEntity({
  name: 'ActivityWord',
  tableName: 'activity_words',
  properties: {
    activity: () => p.manyToOne(Activity).deleteRule('cascade').primary(),
    word: p.text().primary(),
    lexeme: p.text().primary(),
    n: p.integer(),
  },
});
