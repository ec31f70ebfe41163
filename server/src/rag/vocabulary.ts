import type { EntityManager } from '@mikro-orm/postgresql';

// Each stem's commonest spellings in the activity's chunks (by how often they occur, then
// alphabetically), read once per refresh: a misspelt word is corrected to the one closest
// to what was typed (search/vocabulary-lookup.ts), alike on every node and both lexical
// paths, whichever chunk a scan would meet first. The words are counted as chunks are
// written and removed (activity_words, Migration20261126130000: the text search parser's
// tokens, as the chunks' stems are made from), so a refresh ranks the activity's words
// rather than parsing its text. A token spells only its first stem: a compound's parts
// ("e-mail": e, mail) are tokens of their own, and "mailing-lists" is no spelling of "mail".
const SPELLINGS_KEPT = 5;
const SPELLINGS = `spellings as (
         select lexeme, array_agg(word order by r) as spellings
           from (select lexeme, word,
                        row_number() over (partition by lexeme order by n desc, word) as r
                   from activity_words
                  where activity_id = ?) as ranked
          where r <= ${SPELLINGS_KEPT}
          group by lexeme
       )`;

/**
 * Counts the activity's vocabulary (activity_terms: each stemmed word of its chunks, how
 * many chunks hold it, and its commonest spellings) again from its chunks and their words,
 * in one statement. Ingestion runs it once the activity's files are done; every search reads
 * it (rag/search/). The activity's advisory lock keeps two runs from racing (the triggers
 * counting its words take it too).
 */
export async function refreshActivityTerms(em: EntityManager, activityId: string): Promise<void> {
  await em.transactional(async (tx) => {
    const conn = tx.getConnection();
    const ctx = tx.getTransactionContext();
    await conn.execute(
      'select pg_advisory_xact_lock(hashtext(?::uuid::text))',
      [activityId],
      'all',
      ctx,
    );
    await conn.execute(
      `with fresh as (
         select l as lexeme, count(*)::int as df
           from chunks c, unnest(tsvector_to_array(c.tsv)) as l
          where c.activity_id = ?
          group by l
       ),
       ${SPELLINGS},
       saved as (
         insert into activity_terms (activity_id, lexeme, df, spellings)
         select ?, f.lexeme, f.df, coalesce(s.spellings, '{}')
           from fresh f left join spellings s on s.lexeme = f.lexeme
         on conflict (activity_id, lexeme)
           do update set df = excluded.df, spellings = excluded.spellings
       )
       delete from activity_terms t
        where t.activity_id = ? and not exists (select 1 from fresh f where f.lexeme = t.lexeme)`,
      [activityId, activityId, activityId, activityId],
      'run',
      ctx,
    );
    // The material changed (new, edited or removed passages, a teacher's note among them):
    // a new stamp, so every node's material cache (search/material-cache.ts) reads it again.
    await conn.execute(
      'update activities set updated_at = now() where id = ?',
      [activityId],
      'run',
      ctx,
    );
  });
}

/** Forgets the activity's vocabulary, with its chunks. */
export async function clearActivityTerms(em: EntityManager, activityId: string): Promise<void> {
  await em
    .getConnection()
    .execute('delete from activity_terms where activity_id = ?', [activityId]);
}
