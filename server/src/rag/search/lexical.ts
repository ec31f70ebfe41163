import type { SearchTerm } from './plan.ts';
import type { Conn } from './vocabulary-lookup.ts';

/** A chunk the lexical search found, and the parts of its score. */
export interface LexicalHit {
  chunkId: string;
  score: number;
  /** From the words as asked (or carried over), and from the material's spelling of
   * misspelt words. */
  askedScore: number;
  fixedScore: number;
}

// Candidates come from the question's rarest words, until they are held by this many
// chunks in all: in a large activity common words match most chunks, and a chunk with
// only common words of the question weighs little.
const CANDIDATE_BUDGET = 1000;
// A word in the passage's section title counts as this many occurrences more.
const HEADING_BOOST = 2;

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
 * Okapi BM25 over the chunks' tsvectors inside one activity, each term weighted by its
 * rarity (BM25's idf, from activity_terms: PostgreSQL's ts_rank has none) and a word of a
 * section title counting more. The chunks scored are those holding the question's rarest
 * words (see CANDIDATE_BUDGET): reading a chunk's word list is what a search costs.
 */
export async function lexicalHits(
  conn: Conn,
  activityId: string,
  terms: SearchTerm[],
  avgLength: number,
  limit: number,
): Promise<LexicalHit[]> {
  if (terms.length === 0) return [];
  const picked = candidateTerms(terms);
  // Summed per chunk here, not in JS: a row per chunk and matching word would send about a
  // thousand rows back for the fifty kept.
  const rows = await conn.execute<
    { id: string; score: number; asked_score: number; fixed_score: number }[]
  >(
    `with q as (
       select lexeme, weight, fixed
         from jsonb_to_recordset(?::jsonb) as q(lexeme text, weight float8, fixed boolean)
     ),
     candidates as (
       select c.id, c.tsv, c.token_count
         from chunks c
        where c.activity_id = ?
          and c.tsv @@ (select to_tsquery('simple', string_agg(quote_literal(l), ' | '))
                          from jsonb_array_elements_text(?::jsonb) as l)
     ),
     scored as (
       select c.id, q.fixed,
              q.weight * (f.tf * 2.2) / (f.tf + 1.2 * (0.25 + 0.75 * c.token_count / ?)) as score
         from candidates c
         cross join lateral unnest(c.tsv) u
         join q on q.lexeme = u.lexeme
         cross join lateral (
           select (coalesce(array_length(u.positions, 1), 1)
             + ${HEADING_BOOST} * coalesce(array_length(array_positions(u.weights, 'A'), 1), 0))::float8 as tf
         ) f
     )
     select id, sum(score) as score,
            coalesce(sum(score) filter (where not fixed), 0) as asked_score,
            coalesce(sum(score) filter (where fixed), 0) as fixed_score
       from scored
      group by id
      order by score desc, id
      limit ?`,
    [
      JSON.stringify(
        terms.map(({ lexeme, weight, kind }) => ({ lexeme, weight, fixed: kind === 'fixed' })),
      ),
      activityId,
      JSON.stringify(picked.map((t) => t.lexeme)),
      avgLength,
      limit,
    ],
  );
  return rows.map((r) => ({
    chunkId: r.id,
    score: Number(r.score),
    askedScore: Number(r.asked_score),
    fixedScore: Number(r.fixed_score),
  }));
}
