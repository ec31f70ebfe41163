import type { Conn } from './vocabulary-lookup.ts';
import type { SearchTerm } from './plan.ts';

/** A chunk the lexical search found, with the stems it matched. */
export interface LexicalHit {
  chunkId: string;
  score: number;
  /** Score from the words as asked (and carried over), and from misspellings' fixes. */
  askedScore: number;
  fixedScore: number;
  lexemes: Set<string>;
}

// A question scores at most this many chunks, chosen by its rarest words.
const CANDIDATE_LIMIT = 5000;
// Of those, the chunks holding the most of its weight are scored by BM25.
const SCORED_LIMIT = 200;
// Chunks whose word positions are read for the proximity bonus.
const PROXIMITY_DEPTH = 100;
// A word in the passage's section title counts as this many occurrences more.
const HEADING_BOOST = 2;
// Weight of the proximity bonus against BM25 (see docs/benchmarks.md).
const PROXIMITY_WEIGHT = 0.5;

/**
 * Okapi BM25 over the chunks' tsvectors inside one activity, each term weighted by its
 * rarity (read from activity_terms; PostgreSQL's ts_rank has no idf), words of a section
 * title counting more, and a bonus for passages where the question's words stand close
 * together. The chunks scored are those holding the question's rarest words, up to
 * CANDIDATE_LIMIT: in a large activity common words match most chunks, and a chunk with
 * only common words of the question weighs little.
 */
export async function lexicalHits(
  conn: Conn,
  activityId: string,
  terms: SearchTerm[],
  avgLength: number,
  limit: number,
): Promise<LexicalHit[]> {
  if (terms.length === 0) return [];
  const rows = await conn.execute<
    { id: string; score: number; tf: Record<string, { tf: number; pos: number[] | null }> }[]
  >(
    `with q as (
       select lexeme, weight, to_tsquery('simple', quote_literal(lexeme)) as query
         from jsonb_to_recordset(?::jsonb) as q(lexeme text, weight float8)
     ),
     rarest as (
       select lexeme from (
         select q.lexeme, t.df, sum(t.df) over (order by t.df, q.lexeme) as running
           from q join activity_terms t on t.activity_id = ? and t.lexeme = q.lexeme
       ) r
        where running - df < ${CANDIDATE_LIMIT}
     ),
     candidates as (
       select c.id, c.tsv, c.token_count::float8 as len
         from chunks c
        where c.activity_id = ?
          and c.tsv @@ (select to_tsquery('simple', string_agg(quote_literal(lexeme), ' | ')) from rarest)
        limit ${CANDIDATE_LIMIT}
     ),
     -- Which of the question's words each chunk holds, weighed, picks the chunks whose
     -- words are counted (reading a chunk's word list costs more than testing it).
     likely as (
       select cand.id, cand.tsv, cand.len
         from candidates cand
        order by (select sum(q.weight) from q where cand.tsv @@ q.query) desc
        limit ${SCORED_LIMIT}
     ),
     matched as (
       select cand.id, cand.len, u.lexeme, q.weight, u.positions,
              coalesce(array_length(u.positions, 1), 1)
                + ${HEADING_BOOST} * coalesce(array_length(array_positions(u.weights, 'A'), 1), 0) as tf
         from likely cand
         cross join lateral unnest(cand.tsv) u
         join q on q.lexeme = u.lexeme
     ),
     scored as (
       select id, sum(weight * (tf * 2.2) / (tf + 1.2 * (0.25 + 0.75 * len / ?))) as score,
              jsonb_object_agg(lexeme, jsonb_build_object('tf', tf, 'pos', positions)) as tf
         from matched group by id
     )
     select id, score, tf from scored order by score desc limit ${PROXIMITY_DEPTH}`,
    [
      JSON.stringify(terms.map(({ lexeme, weight }) => ({ lexeme, weight }))),
      activityId,
      activityId,
      avgLength,
    ],
  );
  const byLexeme = new Map(terms.map((t) => [t.lexeme, t]));
  return rows
    .map((row) => {
      const lexemes = new Set(Object.keys(row.tf ?? {}));
      let fixedShare = 0;
      let total = 0;
      for (const l of lexemes) {
        const term = byLexeme.get(l);
        if (!term) continue;
        total += term.weight;
        if (term.kind === 'fixed') fixedShare += term.weight;
      }
      const bm25 = Number(row.score);
      const fixed = total > 0 ? (bm25 * fixedShare) / total : 0;
      return {
        chunkId: row.id,
        score: bm25 + PROXIMITY_WEIGHT * proximity(row.tf ?? {}, byLexeme),
        askedScore: bm25 - fixed,
        fixedScore: fixed,
        lexemes,
      };
    })
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
}

/**
 * For each pair of the question's words in a passage, the lighter word's weight over the
 * square of their closest distance: words side by side ("hash table") count fully, words
 * a sentence apart hardly at all.
 */
function proximity(
  tf: Record<string, { pos: number[] | null }>,
  terms: Map<string, SearchTerm>,
): number {
  const present = Object.entries(tf).filter(([l, v]) => terms.has(l) && v.pos?.length);
  let bonus = 0;
  for (let i = 0; i < present.length; i++) {
    for (let j = i + 1; j < present.length; j++) {
      const [la, a] = present[i] ?? ['', { pos: null }];
      const [lb, b] = present[j] ?? ['', { pos: null }];
      const d = closest(a.pos ?? [], b.pos ?? []);
      const weight = Math.min(terms.get(la)?.weight ?? 0, terms.get(lb)?.weight ?? 0);
      bonus += weight / (d * d);
    }
  }
  return bonus;
}

/** The smallest distance between a position of one sorted list and one of the other. */
function closest(a: number[], b: number[]): number {
  let i = 0;
  let j = 0;
  let best = Infinity;
  while (i < a.length && j < b.length) {
    const x = a[i] ?? 0;
    const y = b[j] ?? 0;
    best = Math.min(best, Math.abs(x - y));
    if (x < y) i++;
    else j++;
  }
  return Math.max(1, best);
}
