import type { EntityManager } from '@mikro-orm/postgresql';
import { tokenize } from '../embed/hashing.ts';
import type { Hit } from '../types.ts';

type Conn = ReturnType<EntityManager['getConnection']>;

/**
 * Okapi BM25 over the chunks' tsvectors, inside one activity. PostgreSQL's own ts_rank
 * has no inverse document frequency, so a question's common words would outweigh its
 * rare, telling ones; BM25 weighs each term by its rarity and normalises by chunk length.
 * The question is parsed by websearch_to_tsquery (quotes, -exclusions) and its terms are
 * OR-ed, so a chunk need not contain every word of a natural-language question.
 */
export async function lexicalHits(
  conn: Conn,
  activityId: string,
  text: string,
  limit: number,
): Promise<Hit[]> {
  const rows = await conn.execute<{ id: string; score: number }[]>(
    `with q as (
       select nullif(regexp_replace(websearch_to_tsquery('english', ?)::text, ' & ', ' | ', 'g'), '')::tsquery as tsq
     ),
     terms as (
       select distinct lexeme from unnest(tsvector_to_array(to_tsvector('english', ?))) as lexeme
     ),
     corpus as (
       select count(*)::float8 as n, greatest(avg(token_count), 1)::float8 as avglen
         from chunks where activity_id = ?
     ),
     df as (
       select t.lexeme, count(c.id)::float8 as df
         from terms t
         join chunks c on c.activity_id = ? and c.tsv @@ to_tsquery('simple', quote_literal(t.lexeme))
        group by t.lexeme
     ),
     candidates as (
       select c.id, c.tsv, c.token_count::float8 as len
         from chunks c, q
        where q.tsq is not null and c.activity_id = ? and c.tsv @@ q.tsq
        limit 5000
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
    [text, text, activityId, activityId, activityId, limit],
  );
  return rows.map((r) => ({ chunkId: r.id, score: Number(r.score) }));
}

/**
 * Trigram word similarity for the question's words that the material does not contain
 * (typically misspellings: "photosynthsis" still finds "photosynthesis", which full-text
 * search cannot). Words the material does contain are left to BM25, which keeps this leg
 * off the common path: comparing a word against every chunk's text is expensive.
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
    `with unknown as (
       select w from jsonb_array_elements_text(?::jsonb) as w
        where numnode(to_tsquery('english', quote_literal(w))) > 0
          and not exists (
            select 1 from chunks k
             where k.activity_id = ? and k.tsv @@ to_tsquery('english', quote_literal(w)))
     )
     select c.id, sum(word_similarity(u.w, c.text)) as score
       from unknown u
       join chunks c on c.activity_id = ? and u.w <% c.text
      group by c.id
      order by score desc
      limit ?`,
    // Arrays go as JSON: the driver layer would expand a JS array into a list.
    [JSON.stringify(words), activityId, activityId, limit],
  );
  return rows.map((r) => ({ chunkId: r.id, score: Number(r.score) }));
}
