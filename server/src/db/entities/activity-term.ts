import { defineEntity, p } from '@mikro-orm/core';
import { Activity } from './activity.ts';

/**
 * An activity's vocabulary: every stemmed word of its chunks with the number of chunks
 * holding it (document frequency). BM25 reads frequencies here instead of counting chunks
 * at every question, picks candidate chunks by the question's rarest words, and matches a
 * misspelt word against these words rather than against every chunk's text.
 */
export const ActivityTerm = defineEntity({
  name: 'ActivityTerm',
  tableName: 'activity_terms',
  indexes: [
    {
      name: 'activity_terms_lexeme_trgm_index',
      expression:
        'create index "activity_terms_lexeme_trgm_index" on "activity_terms" using gin ("lexeme" gin_trgm_ops)',
    },
    // A misspelt word is compared with the words that begin like it (search/).
    {
      name: 'activity_terms_prefix_index',
      expression:
        'create index "activity_terms_prefix_index" on "activity_terms" ("activity_id", left("lexeme", 1), length("lexeme"))',
    },
  ],
  properties: {
    activity: () => p.manyToOne(Activity).deleteRule('cascade').primary(),
    lexeme: p.text().primary(),
    df: p.integer(),
    // Its commonest spellings in the chunks, the commonest first (rag/vocabulary.ts): what
    // a misspelt word is corrected to.
    spellings: p.array<string>().default([]),
  },
});
