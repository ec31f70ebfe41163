import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Counts the activity's vocabulary (activity_terms: each stemmed word of its chunks and how
 * many chunks hold it) again from its chunks, in one statement. Ingestion runs it once the
 * activity's files are done; every search reads it (rag/search/). An advisory
 * lock keeps two runs for one activity from racing.
 */
export async function refreshActivityTerms(em: EntityManager, activityId: string): Promise<void> {
  await em.transactional(async (tx) => {
    const conn = tx.getConnection();
    const ctx = tx.getTransactionContext();
    await conn.execute('select pg_advisory_xact_lock(hashtext(?))', [activityId], 'all', ctx);
    await conn.execute(
      `with fresh as (
         select l as lexeme, count(*)::int as df
           from chunks c, unnest(tsvector_to_array(c.tsv)) as l
          where c.activity_id = ?
          group by l
       ),
       saved as (
         insert into activity_terms (activity_id, lexeme, df)
         select ?, lexeme, df from fresh
         on conflict (activity_id, lexeme) do update set df = excluded.df
       )
       delete from activity_terms t
        where t.activity_id = ? and not exists (select 1 from fresh f where f.lexeme = t.lexeme)`,
      [activityId, activityId, activityId],
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
