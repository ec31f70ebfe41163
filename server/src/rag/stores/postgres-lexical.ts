import type { EntityManager } from '@mikro-orm/postgresql';
import { tokenize } from '../embed/hashing.ts';
import type { Hit } from '../types.ts';

type Conn = ReturnType<EntityManager['getConnection']>;

// A question scores at most this many chunks, chosen by its rarest words.
const CANDIDATE_LIMIT = 5000;

/**
 * Okapi BM25 over the chunks' tsvectors, inside one activity. PostgreSQL's own ts_rank
 * has no inverse document frequency, so a question's common words would outweigh its
 * rare, telling ones; BM25 weighs each term by its rarity (read from activity_terms) and
 * normalises by chunk length. A chunk need not hold every word of the question. In a large
 * activity a question's common words match most chunks: the chunks scored are those that
 * hold its rarest words, up to CANDIDATE_LIMIT, since a chunk with only common words of
 * the question weighs little.
 */
export async function lexicalHits(
  conn: Conn,
  activityId: string,
  text: string,
  limit: number,
): Promise<Hit[]> {
  const rows = await conn.execute<{ id: string; score: number }[]>(
    `with terms as (
       select distinct lexeme from unnest(tsvector_to_array(to_tsvector('english', ?))) as lexeme
     ),
     df as (
       select t.lexeme, t.df::float8 as df
         from activity_terms t join terms using (lexeme)
        where t.activity_id = ?
     ),
     rarest as (
       select lexeme from (
         select lexeme, df, sum(df) over (order by df, lexeme) as running from df
       ) r
        where running - df < ${CANDIDATE_LIMIT}
     ),
     corpus as (
       select count(*)::float8 as n, greatest(avg(token_count), 1)::float8 as avglen
         from chunks where activity_id = ?
     ),
     candidates as (
       select c.id, c.tsv, c.token_count::float8 as len
         from chunks c
        where c.activity_id = ?
          and c.tsv @@ (select to_tsquery('simple', string_agg(quote_literal(lexeme), ' | ')) from rarest)
        limit ${CANDIDATE_LIMIT}
     )
     select cand.id, sum(
              ln(1 + (corpus.n - df.df + 0.5) / (df.df + 0.5))
              * (x.tf * 2.2) / (x.tf + 1.2 * (0.25 + 0.75 * cand.len / corpus.avglen))
            ) as score
       from candidates cand
       cross join corpus
       cross join lateral (
         select u.lexeme, coalesce(array_length(u.positions, 1), 1)::float8 as tf from unnest(cand.tsv) u
       ) x
       join df on df.lexeme = x.lexeme
      group by cand.id
      order by score desc
      limit ?`,
    [text, activityId, activityId, activityId, limit],
  );
  return rows.map((r) => ({ chunkId: r.id, score: Number(r.score) }));
}

/**
 * Misspellings: the question's words that are not in the activity's vocabulary are
 * matched by trigram similarity against that vocabulary ("photosynthsis" finds
 * "photosynthesi", the stem of "photosynthesis"), which full-text search cannot do; the
 * chunks holding the closest words are returned, rarer and closer words first. Matching
 * against the vocabulary, not every chunk's text, keeps this fast in large activities.
 */
export async function trigramHits(
  conn: Conn,
  activityId: string,
  text: string,
  limit: number,
): Promise<Hit[]> {
  const words = [...new Set(tokenize(text).filter((w) => w.length >= 5))].slice(0, 12);
  if (words.length === 0) return [];
  const rows = await conn.execute<{ id: string; score: number }[]>(
    `with words as (
       select w, (select l from unnest(tsvector_to_array(to_tsvector('english', w))) as l limit 1) as stem
         from jsonb_array_elements_text(?::jsonb) as w
     ),
     unknown as (
       select w, stem from words
        where stem is not null
          and not exists (select 1 from activity_terms t where t.activity_id = ? and t.lexeme = stem)
     ),
     close as (
       select u.w, t.lexeme, t.df, similarity(u.stem, t.lexeme) as sim,
              row_number() over (partition by u.w order by similarity(u.stem, t.lexeme) desc, t.lexeme) as rank
         from unknown u join activity_terms t on t.activity_id = ? and t.lexeme % u.stem
     )
     select c.id, sum(k.sim / ln(2 + k.df)) as score
       from close k
       join chunks c on c.activity_id = ? and c.tsv @@ to_tsquery('simple', quote_literal(k.lexeme))
      where k.rank <= 3 and k.sim >= 0.4
      group by c.id
      order by score desc
      limit ?`,
    // Arrays go as JSON: the driver layer would expand a JS array into a list.
    [JSON.stringify(words), activityId, activityId, activityId, limit],
  );
  return rows.map((r) => ({ chunkId: r.id, score: Number(r.score) }));
}
