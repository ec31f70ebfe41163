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
  // The postings of the question's words (chunk_terms), not every candidate's tsvector, and
  // summed per chunk here: fifty rows come back.
  const rows = await conn.execute<
    { id: string; score: number; asked_score: number; fixed_score: number }[]
  >(
    `with q as (
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
     )
     select chunk_id as id, sum(score) as score,
            coalesce(sum(score) filter (where not fixed), 0) as asked_score,
            coalesce(sum(score) filter (where fixed), 0) as fixed_score
       from scored
      group by chunk_id
      order by score desc, chunk_id
      limit ?`,
    [
      JSON.stringify(
        terms.map(({ lexeme, weight, kind }) => ({ lexeme, weight, fixed: kind === 'fixed' })),
      ),
      activityId,
      JSON.stringify(picked.map((t) => t.lexeme)),
      avgLength,
      activityId,
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
