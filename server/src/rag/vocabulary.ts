import type { EntityManager } from '@mikro-orm/postgresql';
import { type Kysely, sql } from 'kysely';
import { type DB, kysely } from '../db/kysely.ts';

// Each stem's commonest spellings in the activity's chunks (by how often they occur, then
// alphabetically), read once per refresh: a misspelt word is corrected to the one closest
// to what was typed (search/vocabulary-lookup.ts), alike on every node and both lexical
// paths, whichever chunk a scan would meet first. The words are counted as chunks are
// written and removed (activity_words, Migration20261126130000: the text search parser's
// tokens, as the chunks' stems are made from), so a refresh ranks the activity's words
// rather than parsing its text. A token spells only its first stem: a compound's parts
// ("e-mail": e, mail) are tokens of their own, and "mailing-lists" is no spelling of "mail".
const SPELLINGS_KEPT = 10;

function spellings(db: Kysely<DB>, activityId: string) {
  const ranked = db
    .selectFrom('activity_words')
    .select(({ fn }) => [
      'lexeme',
      'word',
      fn
        .agg<number>('row_number')
        .over((o) => o.partitionBy('lexeme').orderBy('n', 'desc').orderBy('word'))
        .as('r'),
    ])
    .where('activity_id', '=', activityId);
  return db
    .selectFrom(ranked.as('ranked'))
    .select(({ fn }) => [
      'lexeme',
      fn.agg<string[]>('array_agg', ['word']).orderBy('r').as('spellings'),
    ])
    .where('r', '<=', (eb) => eb.lit(SPELLINGS_KEPT))
    .groupBy('lexeme');
}

/**
 * Counts the activity's vocabulary (activity_terms: each stemmed word of its chunks, how
 * many chunks hold it, and its commonest spellings) again from its chunks and their words,
 * in one statement. Ingestion runs it once the activity's files are done; every search reads
 * it (rag/search/). The activity's advisory lock keeps two runs from racing (the triggers
 * counting its words take it too).
 */
export async function refreshActivityTerms(em: EntityManager, activityId: string): Promise<void> {
  await em.transactional(async (tx) => {
    const db = kysely(tx);
    await db
      .selectNoFrom(({ cast, fn, val }) =>
        fn('pg_advisory_xact_lock', [
          fn('hashtext', [cast(cast(val(activityId), 'uuid'), 'text')]),
        ]).as('locked'),
      )
      .execute();
    await db
      .with('fresh', (db) =>
        db
          .selectFrom(['chunks as c', sql<{ l: string }>`unnest(tsvector_to_array(c.tsv))`.as('l')])
          .select(({ cast, fn }) => [
            'l.l as lexeme',
            cast<number>(fn.countAll(), 'integer').as('df'),
          ])
          .where('c.activity_id', '=', activityId)
          .groupBy('l.l'),
      )
      .with('spellings', () => spellings(db, activityId))
      .with('saved', (db) =>
        db
          .insertInto('activity_terms')
          .columns(['activity_id', 'lexeme', 'df', 'spellings'])
          .expression((eb) =>
            eb
              .selectFrom('fresh as f')
              .leftJoin('spellings as s', 's.lexeme', 'f.lexeme')
              .select(({ cast, fn, val }) => [
                cast<string>(val(activityId), 'uuid').as('activity_id'),
                'f.lexeme',
                'f.df',
                fn.coalesce('s.spellings', sql<string[]>`'{}'`).as('spellings'),
              ]),
          )
          .onConflict((oc) =>
            oc.columns(['activity_id', 'lexeme']).doUpdateSet(({ ref }) => ({
              df: ref('excluded.df'),
              spellings: ref('excluded.spellings'),
            })),
          ),
      )
      .deleteFrom('activity_terms as t')
      .where('t.activity_id', '=', activityId)
      .where(({ exists, lit, not, selectFrom }) =>
        not(
          exists(
            selectFrom('fresh as f').select(lit(1).as('one')).whereRef('f.lexeme', '=', 't.lexeme'),
          ),
        ),
      )
      .execute();
    // The material changed (new, edited or removed passages, a teacher's note among them):
    // a new stamp, so every node's material cache (search/material-cache.ts) reads it again.
    await db
      .updateTable('activities')
      .set(({ fn }) => ({ updated_at: fn('now') }))
      .where('id', '=', activityId)
      .execute();
  });
}

/** Forgets the activity's vocabulary, with its chunks. */
export async function clearActivityTerms(em: EntityManager, activityId: string): Promise<void> {
  await kysely(em).deleteFrom('activity_terms').where('activity_id', '=', activityId).execute();
}
