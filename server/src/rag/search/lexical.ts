import type { SearchTerm } from './plan.ts';
import type { Conn } from './vocabulary-lookup.ts';

// Candidates come from the question's rarest words, until they are held by this many
// chunks in all: in a large activity common words match most chunks, and a chunk with
// only common words of the question weighs little.
const CANDIDATE_BUDGET = 1000;
// Okapi BM25's usual constants: term-frequency saturation and length normalisation.
const K1 = 1.2;
const B = 0.75;

/** The rarest terms, until the chunks holding them reach the budget (at least one term). */
export function candidateTerms(terms: SearchTerm[]): SearchTerm[] {
  const picked: SearchTerm[] = [];
  let held = 0;
  for (const term of [...terms].sort((a, b) => a.df - b.df || a.lexeme.localeCompare(b.lexeme))) {
    if (picked.length > 0 && held + term.df > CANDIDATE_BUDGET) break;
    picked.push(term);
    held += term.df;
  }
  return picked;
}

/**
 * One term's BM25 score in one chunk, as the SQL below computes it: the same float8
 * operations in the same order, so the in-memory index (lexical-index.ts) ranks to the bit
 * as PostgreSQL does.
 */
export function termScore(weight: number, tf: number, tokenCount: number, avgLength: number) {
  return (weight * (tf * (K1 + 1))) / (tf + K1 * (1 - B + (B * tokenCount) / avgLength));
}

/** A chunk of the lexical legs: its BM25 score, and the parts from the words as asked (or
 * carried over) and from the material's spelling of misspelt words. */
export interface LexicalRow {
  id: string;
  score: number;
  asked_score: number;
  fixed_score: number;
}

/**
 * Okapi BM25 over the chunks' postings inside one activity (chunk_terms: each chunk's
 * stems, a word of its section title counting three times), each term weighted by its
 * rarity (BM25's idf, from activity_terms: PostgreSQL's ts_rank has none). The chunks
 * scored are those holding the question's rarest words (see CANDIDATE_BUDGET).
 *
 * Common table expressions ending in `lexical` (LexicalRow), the best `limit` chunks by
 * score then id, for a statement to build on; and their parameters, in order. A chunk's
 * parts are summed in the terms' order, in float8, as termScore and the in-memory index do.
 */
export function bm25(
  activityId: string,
  terms: SearchTerm[],
  avgLength: number,
  limit: number,
): { ctes: string; params: unknown[] } {
  // The postings of the question's words, looked up through the primary key, summed per
  // chunk in PostgreSQL.
  const ctes = `q as (
       select lexeme, weight, fixed, ord
         from rows from (jsonb_to_recordset(?::jsonb) as (lexeme text, weight float8, fixed boolean))
              with ordinality as q(lexeme, weight, fixed, ord)
     ),
     candidates as (
       select distinct t.chunk_id
         from chunk_terms t
        where t.activity_id = ?
          and t.lexeme = any (array(select jsonb_array_elements_text(?::jsonb)))
     ),
     scored as (
       select t.chunk_id, q.fixed, q.ord,
              q.weight * (t.tf::float8 * ${K1 + 1})
                / (t.tf::float8 + ${K1} * (${1 - B} + ${B} * t.token_count::float8 / ?::float8)) as score
         from chunk_terms t
         join q on q.lexeme = t.lexeme
        where t.activity_id = ? and t.lexeme = any (array(select lexeme from q))
          and t.chunk_id in (select chunk_id from candidates)
     ),
     lexical as (
       select chunk_id as id, sum(score order by ord) as score,
              coalesce(sum(score order by ord) filter (where not fixed), 0) as asked_score,
              coalesce(sum(score order by ord) filter (where fixed), 0) as fixed_score
         from scored
        group by chunk_id
        order by score desc, chunk_id
        limit ?
     )`;
  return {
    ctes,
    params: [
      JSON.stringify(
        terms.map(({ lexeme, weight, kind }) => ({ lexeme, weight, fixed: kind === 'fixed' })),
      ),
      activityId,
      JSON.stringify(candidateTerms(terms).map((t) => t.lexeme)),
      avgLength,
      activityId,
      limit,
    ],
  };
}

/** The lexical legs alone, in PostgreSQL: the `lexical` rows, best first. */
export async function lexicalRows(
  conn: Conn,
  activityId: string,
  terms: SearchTerm[],
  avgLength: number,
  limit: number,
): Promise<LexicalRow[]> {
  const { ctes, params } = bm25(activityId, terms, avgLength, limit);
  return conn.execute<LexicalRow[]>(
    `with ${ctes} select id, score, asked_score, fixed_score from lexical order by score desc, id`,
    params,
  );
}
