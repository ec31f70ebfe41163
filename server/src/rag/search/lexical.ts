import type { SearchTerm } from './plan.ts';

// Candidates come from the question's rarest words, until they are held by this many
// chunks in all: in a large activity common words match most chunks, and a chunk with
// only common words of the question weighs little.
const CANDIDATE_BUDGET = 1000;

/** The rarest terms, until the chunks holding them reach the budget (at least one term). */
function candidateTerms(terms: SearchTerm[]): SearchTerm[] {
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
 * Okapi BM25 over the chunks' postings inside one activity (chunk_terms: each chunk's
 * stems, a word of its section title counting three times), each term weighted by its
 * rarity (BM25's idf, from activity_terms: PostgreSQL's ts_rank has none). The chunks
 * scored are those holding the question's rarest words (see CANDIDATE_BUDGET).
 *
 * Common table expressions ending in `lexical` (id, score, asked_score, fixed_score: the
 * parts from the words as asked or carried over, and from the material's spelling of
 * misspelt words), the best `limit` chunks, for a statement to build on; and their
 * parameters, in order.
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
       select lexeme, weight, fixed
         from jsonb_to_recordset(?::jsonb) as q(lexeme text, weight float8, fixed boolean)
     ),
     candidates as (
       select distinct t.chunk_id
         from chunk_terms t
        where t.activity_id = ?
          and t.lexeme = any (array(select jsonb_array_elements_text(?::jsonb)))
     ),
     scored as (
       select t.chunk_id, q.fixed,
              q.weight * (t.tf * 2.2) / (t.tf + 1.2 * (0.25 + 0.75 * t.token_count / ?)) as score
         from chunk_terms t
         join q on q.lexeme = t.lexeme
        where t.activity_id = ? and t.lexeme = any (array(select lexeme from q))
          and t.chunk_id in (select chunk_id from candidates)
     ),
     lexical as (
       select chunk_id as id, sum(score) as score,
              coalesce(sum(score) filter (where not fixed), 0) as asked_score,
              coalesce(sum(score) filter (where fixed), 0) as fixed_score
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
